import java.util.*;

// Collections.sort with comparators, Comparator.comparing chains, nullsFirst/Last, reversed, stability.
public class Comparators {
    static final class Employee {
        final String name, dept;
        final int age;
        final double salary;
        Employee(String name, String dept, int age, double salary) {
            this.name = name; this.dept = dept; this.age = age; this.salary = salary;
        }
        String getName() { return name; }
        String getDept() { return dept; }
        int getAge() { return age; }
        double getSalary() { return salary; }
        @Override public String toString() { return name + "/" + dept + "/" + age + "/" + salary; }
    }

    public static void main(String[] args) {
        List<Employee> staff = new ArrayList<>(List.of(
            new Employee("Mia", "eng", 31, 120000), new Employee("Liam", "ops", 45, 90000),
            new Employee("Ava", "eng", 25, 95000), new Employee("Noah", "sales", 31, 70000),
            new Employee("Zoe", "ops", 28, 90000), new Employee("Eli", "eng", 31, 120000),
            new Employee("Ivy", "sales", 52, 110000), new Employee("Max", "eng", 25, 101000)));
        List<Employee> l = new ArrayList<>(staff);
        Collections.sort(l, Comparator.comparing(Employee::getName));
        System.out.println("by name: " + l);
        l.sort(Comparator.comparingInt(Employee::getAge));
        System.out.println("by age (stable from name order): " + l);
        l.sort(Comparator.comparing(Employee::getDept).thenComparing(Employee::getSalary, Comparator.reverseOrder()).thenComparing(Employee::getName));
        System.out.println("dept, salary desc, name: " + l);
        l.sort(Comparator.comparingDouble(Employee::getSalary).reversed().thenComparingInt(Employee::getAge));
        System.out.println("salary desc, age: " + l);
        l.sort(Comparator.comparing(Employee::getName, String.CASE_INSENSITIVE_ORDER.reversed()));
        System.out.println("name desc: " + l);
        l.sort(Collections.reverseOrder(Comparator.comparing(Employee::getAge)));
        System.out.println("Collections.reverseOrder(age): " + l);
        // anonymous comparator and lambda with explicit logic
        Collections.sort(l, new Comparator<Employee>() {
            @Override public int compare(Employee a, Employee b) {
                int c = a.dept.length() - b.dept.length();
                return c != 0 ? c : a.name.compareTo(b.name);
            }
        });
        System.out.println("anon comparator: " + l);
        // nulls
        List<String> withNulls = new ArrayList<>(Arrays.asList("pear", null, "Apple", "fig", null, "banana"));
        withNulls.sort(Comparator.nullsFirst(Comparator.naturalOrder()));
        System.out.println("nullsFirst natural: " + withNulls);
        withNulls.sort(Comparator.nullsLast(String.CASE_INSENSITIVE_ORDER));
        System.out.println("nullsLast case-insensitive: " + withNulls);
        withNulls.sort(Comparator.nullsLast(Comparator.comparing(String::length).reversed()));
        System.out.println("nullsLast length desc: " + withNulls);
        try {
            new ArrayList<>(Arrays.asList("a", null, "b")).sort(null);
        } catch (NullPointerException e) {
            System.out.println("natural sort with nulls -> NPE");
        }
        // comparator contracts: compare results and min/max
        Comparator<String> byLen = Comparator.comparingInt(String::length);
        System.out.println("compare " + byLen.compare("aa", "b") + " " + byLen.compare("a", "bb") + " " + byLen.compare("ab", "cd")
            + " max " + Collections.max(List.of("aa", "bbbb", "c", "dddd"), byLen) + " min " + Collections.min(List.of("aa", "bbbb", "c", "d"), byLen));
        // sorting primitives via boxed comparators
        Integer[] nums = {5, -2, 17, 0, -2, 8, 3, 17, -9};
        Arrays.sort(nums, Comparator.comparing(Math::abs));
        System.out.println("by abs: " + Arrays.toString(nums));
        Arrays.sort(nums, (a, b) -> Integer.compare(b % 3, a % 3));
        System.out.println("by mod3 desc: " + Arrays.toString(nums));
        // a comparator that overflows when implemented with subtraction
        Integer[] extremes = {Integer.MAX_VALUE, -1, Integer.MIN_VALUE, 0, 1};
        Integer[] bad = extremes.clone();
        Arrays.sort(bad, (a, b) -> a - b);
        Integer[] good = extremes.clone();
        Arrays.sort(good, Integer::compare);
        System.out.println("subtraction comparator: " + Arrays.toString(bad) + " correct: " + Arrays.toString(good));
        // stability check with many equal keys
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < 200; i++) pairs.add(new int[] {(i * 37) % 5, i});
        pairs.sort(Comparator.comparingInt(p -> p[0]));
        boolean stable = true;
        for (int i = 1; i < pairs.size(); i++)
            if (pairs.get(i)[0] == pairs.get(i - 1)[0] && pairs.get(i)[1] < pairs.get(i - 1)[1]) stable = false;
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10; i++) sb.append(pairs.get(i)[1]).append(' ');
        System.out.println("stable=" + stable + " first ids " + sb);
        // TreeMap with a comparator chain
        TreeMap<Employee, String> tm = new TreeMap<>(Comparator.comparing(Employee::getDept).thenComparing(Employee::getAge).thenComparing(Employee::getName));
        for (Employee e : staff) tm.put(e, e.name.toUpperCase());
        System.out.println("tree values " + tm.values());
        System.out.println("natural/reverse " + Comparator.<Integer>naturalOrder().compare(1, 2) + " " + Comparator.<Integer>reverseOrder().compare(1, 2)
            + " String.compareTo " + "b".compareTo("a"));
        List<String> words = new ArrayList<>(List.of("delta", "Alpha", "charlie", "Bravo", "echo", "alpha"));
        Collections.sort(words);
        System.out.println("natural " + words);
        Collections.sort(words, String::compareToIgnoreCase);
        System.out.println("ignore case " + words);
        words.sort(Comparator.comparing((String s) -> s.charAt(s.length() - 1)).thenComparing(Comparator.reverseOrder()));
        System.out.println("by last char then reverse " + words);
    }
}

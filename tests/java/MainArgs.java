// Command-line arguments reach main unchanged (see MainArgs.args), including spaces, quotes, empties and non-ASCII.
public class MainArgs {
    public static void main(String[] args) {
        System.out.println("argc=" + args.length);
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            StringBuilder cps = new StringBuilder();
            a.codePoints().forEach(cp -> cps.append(Integer.toHexString(cp)).append(' '));
            System.out.println("args[" + i + "]=[" + a + "] length=" + a.length() + " codepoints: " + cps.toString().trim());
        }
        int sum = 0;
        for (String a : args) {
            try {
                sum += Integer.parseInt(a);
            } catch (NumberFormatException e) {
                // not a number
            }
        }
        System.out.println("sum of numeric args=" + sum);
        System.out.println("args array class=" + args.getClass().getName());
        System.exit(args.length);
    }
}

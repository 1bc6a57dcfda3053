import static org.junit.Assert.*;

import java.util.*;
import org.junit.*;
import org.junit.runner.JUnitCore;
import org.junit.runner.Result;
import org.junit.runner.notification.Failure;

/** JUnit 4 running a real test class: fixtures, assertions, expected
 *  exceptions, a failing test and an ignored one; the summary printed
 *  without the timing line. */
public class RealJUnit {
    public static class CalcTest {
        private List<Integer> xs;

        @BeforeClass
        public static void once() {
            System.out.println("before class");
        }

        @Before
        public void setUp() {
            xs = new ArrayList<>(List.of(3, 1, 2));
        }

        @Test
        public void sorts() {
            Collections.sort(xs);
            assertEquals(List.of(1, 2, 3), xs);
        }

        @Test(expected = ArithmeticException.class)
        public void dividesByZero() {
            System.out.println(1 / (xs.size() - 3));
        }

        @Test
        public void failsOnPurpose() {
            assertTrue("three elements expected to be four", xs.size() == 4);
        }

        @Ignore("not today")
        @Test
        public void ignored() {
            fail();
        }

        @Test
        public void arrays() {
            assertArrayEquals(new int[] {1, 2}, new int[] {1, 2});
            assertNotSame(new Object(), new Object());
        }
    }

    public static void main(String[] args) {
        Result r = JUnitCore.runClasses(CalcTest.class);
        List<String> failures = new ArrayList<>();
        for (Failure f : r.getFailures())
            failures.add(f.getTestHeader() + ": " + f.getMessage());
        Collections.sort(failures);
        System.out.println("run " + r.getRunCount() + ", failed " + r.getFailureCount() + ", ignored " + r.getIgnoreCount());
        failures.forEach(System.out::println);
    }
}

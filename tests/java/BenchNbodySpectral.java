// Benchmarks Game style: n-body, spectral-norm and fannkuch-redux, small sizes.
public class BenchNbodySpectral {
    static final double PI = 3.141592653589793, SOLAR_MASS = 4 * PI * PI, DAYS = 365.24;

    static final class Body {
        double x, y, z, vx, vy, vz, mass;
        Body(double x, double y, double z, double vx, double vy, double vz, double mass) {
            this.x = x; this.y = y; this.z = z;
            this.vx = vx * DAYS; this.vy = vy * DAYS; this.vz = vz * DAYS;
            this.mass = mass * SOLAR_MASS;
        }
    }

    static Body[] bodies() {
        return new Body[] {
            new Body(0, 0, 0, 0, 0, 0, 1),
            new Body(4.84143144246472090e+00, -1.16032004402742839e+00, -1.03622044471123109e-01,
                     1.66007664274403694e-03, 7.69901118419740425e-03, -6.90460016972063023e-05, 9.54791938424326609e-04),
            new Body(8.34336671824457987e+00, 4.12479856412430479e+00, -4.03523417114321381e-01,
                     -2.76742510726862411e-03, 4.99852801234917238e-03, 2.30417297573763929e-05, 2.85885980666130812e-04),
            new Body(1.28943695621391310e+01, -1.51111514016986312e+01, -2.23307578892655734e-01,
                     2.96460137564761618e-03, 2.37847173959480950e-03, -2.96589568540237556e-05, 4.36624404335156298e-05),
            new Body(1.53796971148509165e+01, -2.59193146099879641e+01, 1.79258772950371181e-01,
                     2.68067772490389322e-03, 1.62824170038242295e-03, -9.51592254519715870e-05, 5.15138902046611451e-05)
        };
    }

    static double energy(Body[] b) {
        double e = 0;
        for (int i = 0; i < b.length; i++) {
            Body a = b[i];
            e += 0.5 * a.mass * (a.vx * a.vx + a.vy * a.vy + a.vz * a.vz);
            for (int j = i + 1; j < b.length; j++) {
                Body c = b[j];
                double dx = a.x - c.x, dy = a.y - c.y, dz = a.z - c.z;
                e -= (a.mass * c.mass) / Math.sqrt(dx * dx + dy * dy + dz * dz);
            }
        }
        return e;
    }

    static void advance(Body[] b, double dt) {
        for (int i = 0; i < b.length; i++) {
            Body a = b[i];
            for (int j = i + 1; j < b.length; j++) {
                Body c = b[j];
                double dx = a.x - c.x, dy = a.y - c.y, dz = a.z - c.z;
                double d2 = dx * dx + dy * dy + dz * dz;
                double mag = dt / (d2 * Math.sqrt(d2));
                a.vx -= dx * c.mass * mag; a.vy -= dy * c.mass * mag; a.vz -= dz * c.mass * mag;
                c.vx += dx * a.mass * mag; c.vy += dy * a.mass * mag; c.vz += dz * a.mass * mag;
            }
        }
        for (Body a : b) { a.x += dt * a.vx; a.y += dt * a.vy; a.z += dt * a.vz; }
    }

    static void nbody(int n) {
        Body[] b = bodies();
        double px = 0, py = 0, pz = 0;
        for (Body a : b) { px += a.vx * a.mass; py += a.vy * a.mass; pz += a.vz * a.mass; }
        b[0].vx = -px / SOLAR_MASS; b[0].vy = -py / SOLAR_MASS; b[0].vz = -pz / SOLAR_MASS;
        System.out.printf("%.9f%n", energy(b));
        for (int i = 0; i < n; i++) {
            advance(b, 0.01);
            if (i % 500 == 0) System.out.println(i + " " + energy(b));
        }
        System.out.printf("%.9f%n", energy(b));
        System.out.println(Double.toHexString(b[1].x) + " " + Double.toHexString(b[4].vz));
    }

    static double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }
    static void mulAv(double[] v, double[] av) {
        for (int i = 0; i < av.length; i++) { double s = 0; for (int j = 0; j < v.length; j++) s += A(i, j) * v[j]; av[i] = s; }
    }
    static void mulAtv(double[] v, double[] atv) {
        for (int i = 0; i < atv.length; i++) { double s = 0; for (int j = 0; j < v.length; j++) s += A(j, i) * v[j]; atv[i] = s; }
    }
    static void spectral(int n) {
        double[] u = new double[n], v = new double[n], t = new double[n];
        java.util.Arrays.fill(u, 1);
        for (int i = 0; i < 10; i++) {
            mulAv(u, t); mulAtv(t, v); mulAv(v, t); mulAtv(t, u);
        }
        double vBv = 0, vv = 0;
        for (int i = 0; i < n; i++) { vBv += u[i] * v[i]; vv += v[i] * v[i]; }
        System.out.printf("spectral %d %.9f%n", n, Math.sqrt(vBv / vv));
        System.out.println(Double.doubleToLongBits(vBv) + " " + Double.doubleToLongBits(vv));
    }

    static void fannkuch(int n) {
        int[] perm = new int[n], perm1 = new int[n], count = new int[n];
        int maxFlips = 0, checksum = 0, permCount = 0, r = n;
        for (int i = 0; i < n; i++) perm1[i] = i;
        while (true) {
            while (r != 1) { count[r - 1] = r; r--; }
            System.arraycopy(perm1, 0, perm, 0, n);
            int flips = 0, k;
            while ((k = perm[0]) != 0) {
                int k2 = (k + 1) >> 1;
                for (int i = 0; i < k2; i++) { int t = perm[i]; perm[i] = perm[k - i]; perm[k - i] = t; }
                flips++;
            }
            maxFlips = Math.max(maxFlips, flips);
            checksum += permCount % 2 == 0 ? flips : -flips;
            while (true) {
                if (r == n) { System.out.println(checksum + "\nPfannkuchen(" + n + ") = " + maxFlips); return; }
                int p0 = perm1[0];
                for (int i = 0; i < r; i++) perm1[i] = perm1[i + 1];
                perm1[r] = p0;
                if (--count[r] > 0) break;
                r++;
            }
            permCount++;
        }
    }

    public static void main(String[] args) {
        nbody(3000);
        spectral(100);
        fannkuch(7);
    }
}

/** A dense-matrix kernel over 200x200 doubles: z[i][j] += v * y[k][j]. */
public class Matrix {
    public static void main(String[] args) {
        int n = 200;
        double[][] x = new double[n][n], y = new double[n][n], z = new double[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                x[i][j] = (i * 31 + j * 17) % 101 / 10.0;
                y[i][j] = (i * 7 - j * 13) % 97 / 10.0;
            }
        for (int rep = 0; rep < 3; rep++)
            for (int i = 0; i < n; i++)
                for (int k = 0; k < n; k++) {
                    double v = x[i][k];
                    for (int j = 0; j < n; j++)
                        z[i][j] += v * y[k][j];
                }
        double sum = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++)
                sum += z[i][j] * ((i + j) % 7 + 1);
        System.out.println(sum + " " + z[0][0] + " " + z[n - 1][n - 1]);
    }
}

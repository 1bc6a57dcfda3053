/* Loop tests comparing an int local with a constant: iconst_<n>, bipush, sipush,
 * and ldc / ldc_w of an int (a bound past 32767; the pool has more than 256
 * entries, so the later ones take ldc_w), under every condition, at and around
 * each bound. The interpreter runs these triples fused (vm/interp.c, fuse). */
public class IntCompareConst {
    static int[] fill() { return new int[] {70000, 70007, 70014, 70021, 70028, 70035, 70042, 70049, 70056, 70063, 70070, 70077, 70084, 70091, 70098, 70105, 70112, 70119, 70126, 70133, 70140, 70147, 70154, 70161, 70168, 70175, 70182, 70189, 70196, 70203, 70210, 70217, 70224, 70231, 70238, 70245, 70252, 70259, 70266, 70273, 70280, 70287, 70294, 70301, 70308, 70315, 70322, 70329, 70336, 70343, 70350, 70357, 70364, 70371, 70378, 70385, 70392, 70399, 70406, 70413, 70420, 70427, 70434, 70441, 70448, 70455, 70462, 70469, 70476, 70483, 70490, 70497, 70504, 70511, 70518, 70525, 70532, 70539, 70546, 70553, 70560, 70567, 70574, 70581, 70588, 70595, 70602, 70609, 70616, 70623, 70630, 70637, 70644, 70651, 70658, 70665, 70672, 70679, 70686, 70693, 70700, 70707, 70714, 70721, 70728, 70735, 70742, 70749, 70756, 70763, 70770, 70777, 70784, 70791, 70798, 70805, 70812, 70819, 70826, 70833, 70840, 70847, 70854, 70861, 70868, 70875, 70882, 70889, 70896, 70903, 70910, 70917, 70924, 70931, 70938, 70945, 70952, 70959, 70966, 70973, 70980, 70987, 70994, 71001, 71008, 71015, 71022, 71029, 71036, 71043, 71050, 71057, 71064, 71071, 71078, 71085, 71092, 71099, 71106, 71113, 71120, 71127, 71134, 71141, 71148, 71155, 71162, 71169, 71176, 71183, 71190, 71197, 71204, 71211, 71218, 71225, 71232, 71239, 71246, 71253, 71260, 71267, 71274, 71281, 71288, 71295, 71302, 71309, 71316, 71323, 71330, 71337, 71344, 71351, 71358, 71365, 71372, 71379, 71386, 71393, 71400, 71407, 71414, 71421, 71428, 71435, 71442, 71449, 71456, 71463, 71470, 71477, 71484, 71491, 71498, 71505, 71512, 71519, 71526, 71533, 71540, 71547, 71554, 71561, 71568, 71575, 71582, 71589, 71596, 71603, 71610, 71617, 71624, 71631, 71638, 71645, 71652, 71659, 71666, 71673, 71680, 71687, 71694, 71701, 71708, 71715, 71722, 71729, 71736, 71743, 71750, 71757, 71764, 71771, 71778, 71785, 71792, 71799, 71806, 71813, 71820, 71827, 71834, 71841, 71848, 71855, 71862, 71869, 71876, 71883, 71890, 71897, 71904, 71911, 71918, 71925, 71932, 71939, 71946, 71953, 71960, 71967, 71974, 71981, 71988, 71995, 72002, 72009, 72016, 72023, 72030, 72037, 72044, 72051, 72058, 72065, 72072, 72079, 72086, 72093}; }
    static long sum;
    static int f0(int x) { int n = 0; if (x < -1) n++; for (int i = x; i < -1 && n < 5; i++) n += 2; return n; }
    static int f1(int x) { int n = 0; if (x <= -1) n++; for (int i = x; i <= -1 && n < 5; i++) n += 2; return n; }
    static int f2(int x) { int n = 0; if (x > -1) n++; for (int i = x; i > -1 && n < 5; i++) n += 2; return n; }
    static int f3(int x) { int n = 0; if (x >= -1) n++; for (int i = x; i >= -1 && n < 5; i++) n += 2; return n; }
    static int f4(int x) { int n = 0; if (x == -1) n++; for (int i = x; i == -1 && n < 5; i++) n += 2; return n; }
    static int f5(int x) { int n = 0; if (x != -1) n++; for (int i = x; i != -1 && n < 5; i++) n += 2; return n; }
    static int f6(int x) { int n = 0; if (x < 0) n++; for (int i = x; i < 0 && n < 5; i++) n += 2; return n; }
    static int f7(int x) { int n = 0; if (x <= 0) n++; for (int i = x; i <= 0 && n < 5; i++) n += 2; return n; }
    static int f8(int x) { int n = 0; if (x > 0) n++; for (int i = x; i > 0 && n < 5; i++) n += 2; return n; }
    static int f9(int x) { int n = 0; if (x >= 0) n++; for (int i = x; i >= 0 && n < 5; i++) n += 2; return n; }
    static int f10(int x) { int n = 0; if (x == 0) n++; for (int i = x; i == 0 && n < 5; i++) n += 2; return n; }
    static int f11(int x) { int n = 0; if (x != 0) n++; for (int i = x; i != 0 && n < 5; i++) n += 2; return n; }
    static int f12(int x) { int n = 0; if (x < 1) n++; for (int i = x; i < 1 && n < 5; i++) n += 2; return n; }
    static int f13(int x) { int n = 0; if (x <= 1) n++; for (int i = x; i <= 1 && n < 5; i++) n += 2; return n; }
    static int f14(int x) { int n = 0; if (x > 1) n++; for (int i = x; i > 1 && n < 5; i++) n += 2; return n; }
    static int f15(int x) { int n = 0; if (x >= 1) n++; for (int i = x; i >= 1 && n < 5; i++) n += 2; return n; }
    static int f16(int x) { int n = 0; if (x == 1) n++; for (int i = x; i == 1 && n < 5; i++) n += 2; return n; }
    static int f17(int x) { int n = 0; if (x != 1) n++; for (int i = x; i != 1 && n < 5; i++) n += 2; return n; }
    static int f18(int x) { int n = 0; if (x < 2) n++; for (int i = x; i < 2 && n < 5; i++) n += 2; return n; }
    static int f19(int x) { int n = 0; if (x <= 2) n++; for (int i = x; i <= 2 && n < 5; i++) n += 2; return n; }
    static int f20(int x) { int n = 0; if (x > 2) n++; for (int i = x; i > 2 && n < 5; i++) n += 2; return n; }
    static int f21(int x) { int n = 0; if (x >= 2) n++; for (int i = x; i >= 2 && n < 5; i++) n += 2; return n; }
    static int f22(int x) { int n = 0; if (x == 2) n++; for (int i = x; i == 2 && n < 5; i++) n += 2; return n; }
    static int f23(int x) { int n = 0; if (x != 2) n++; for (int i = x; i != 2 && n < 5; i++) n += 2; return n; }
    static int f24(int x) { int n = 0; if (x < 3) n++; for (int i = x; i < 3 && n < 5; i++) n += 2; return n; }
    static int f25(int x) { int n = 0; if (x <= 3) n++; for (int i = x; i <= 3 && n < 5; i++) n += 2; return n; }
    static int f26(int x) { int n = 0; if (x > 3) n++; for (int i = x; i > 3 && n < 5; i++) n += 2; return n; }
    static int f27(int x) { int n = 0; if (x >= 3) n++; for (int i = x; i >= 3 && n < 5; i++) n += 2; return n; }
    static int f28(int x) { int n = 0; if (x == 3) n++; for (int i = x; i == 3 && n < 5; i++) n += 2; return n; }
    static int f29(int x) { int n = 0; if (x != 3) n++; for (int i = x; i != 3 && n < 5; i++) n += 2; return n; }
    static int f30(int x) { int n = 0; if (x < 4) n++; for (int i = x; i < 4 && n < 5; i++) n += 2; return n; }
    static int f31(int x) { int n = 0; if (x <= 4) n++; for (int i = x; i <= 4 && n < 5; i++) n += 2; return n; }
    static int f32(int x) { int n = 0; if (x > 4) n++; for (int i = x; i > 4 && n < 5; i++) n += 2; return n; }
    static int f33(int x) { int n = 0; if (x >= 4) n++; for (int i = x; i >= 4 && n < 5; i++) n += 2; return n; }
    static int f34(int x) { int n = 0; if (x == 4) n++; for (int i = x; i == 4 && n < 5; i++) n += 2; return n; }
    static int f35(int x) { int n = 0; if (x != 4) n++; for (int i = x; i != 4 && n < 5; i++) n += 2; return n; }
    static int f36(int x) { int n = 0; if (x < 5) n++; for (int i = x; i < 5 && n < 5; i++) n += 2; return n; }
    static int f37(int x) { int n = 0; if (x <= 5) n++; for (int i = x; i <= 5 && n < 5; i++) n += 2; return n; }
    static int f38(int x) { int n = 0; if (x > 5) n++; for (int i = x; i > 5 && n < 5; i++) n += 2; return n; }
    static int f39(int x) { int n = 0; if (x >= 5) n++; for (int i = x; i >= 5 && n < 5; i++) n += 2; return n; }
    static int f40(int x) { int n = 0; if (x == 5) n++; for (int i = x; i == 5 && n < 5; i++) n += 2; return n; }
    static int f41(int x) { int n = 0; if (x != 5) n++; for (int i = x; i != 5 && n < 5; i++) n += 2; return n; }
    static int f42(int x) { int n = 0; if (x < -100) n++; for (int i = x; i < -100 && n < 5; i++) n += 2; return n; }
    static int f43(int x) { int n = 0; if (x <= -100) n++; for (int i = x; i <= -100 && n < 5; i++) n += 2; return n; }
    static int f44(int x) { int n = 0; if (x > -100) n++; for (int i = x; i > -100 && n < 5; i++) n += 2; return n; }
    static int f45(int x) { int n = 0; if (x >= -100) n++; for (int i = x; i >= -100 && n < 5; i++) n += 2; return n; }
    static int f46(int x) { int n = 0; if (x == -100) n++; for (int i = x; i == -100 && n < 5; i++) n += 2; return n; }
    static int f47(int x) { int n = 0; if (x != -100) n++; for (int i = x; i != -100 && n < 5; i++) n += 2; return n; }
    static int f48(int x) { int n = 0; if (x < 100) n++; for (int i = x; i < 100 && n < 5; i++) n += 2; return n; }
    static int f49(int x) { int n = 0; if (x <= 100) n++; for (int i = x; i <= 100 && n < 5; i++) n += 2; return n; }
    static int f50(int x) { int n = 0; if (x > 100) n++; for (int i = x; i > 100 && n < 5; i++) n += 2; return n; }
    static int f51(int x) { int n = 0; if (x >= 100) n++; for (int i = x; i >= 100 && n < 5; i++) n += 2; return n; }
    static int f52(int x) { int n = 0; if (x == 100) n++; for (int i = x; i == 100 && n < 5; i++) n += 2; return n; }
    static int f53(int x) { int n = 0; if (x != 100) n++; for (int i = x; i != 100 && n < 5; i++) n += 2; return n; }
    static int f54(int x) { int n = 0; if (x < -30000) n++; for (int i = x; i < -30000 && n < 5; i++) n += 2; return n; }
    static int f55(int x) { int n = 0; if (x <= -30000) n++; for (int i = x; i <= -30000 && n < 5; i++) n += 2; return n; }
    static int f56(int x) { int n = 0; if (x > -30000) n++; for (int i = x; i > -30000 && n < 5; i++) n += 2; return n; }
    static int f57(int x) { int n = 0; if (x >= -30000) n++; for (int i = x; i >= -30000 && n < 5; i++) n += 2; return n; }
    static int f58(int x) { int n = 0; if (x == -30000) n++; for (int i = x; i == -30000 && n < 5; i++) n += 2; return n; }
    static int f59(int x) { int n = 0; if (x != -30000) n++; for (int i = x; i != -30000 && n < 5; i++) n += 2; return n; }
    static int f60(int x) { int n = 0; if (x < 30000) n++; for (int i = x; i < 30000 && n < 5; i++) n += 2; return n; }
    static int f61(int x) { int n = 0; if (x <= 30000) n++; for (int i = x; i <= 30000 && n < 5; i++) n += 2; return n; }
    static int f62(int x) { int n = 0; if (x > 30000) n++; for (int i = x; i > 30000 && n < 5; i++) n += 2; return n; }
    static int f63(int x) { int n = 0; if (x >= 30000) n++; for (int i = x; i >= 30000 && n < 5; i++) n += 2; return n; }
    static int f64(int x) { int n = 0; if (x == 30000) n++; for (int i = x; i == 30000 && n < 5; i++) n += 2; return n; }
    static int f65(int x) { int n = 0; if (x != 30000) n++; for (int i = x; i != 30000 && n < 5; i++) n += 2; return n; }
    static int f66(int x) { int n = 0; if (x < 40000) n++; for (int i = x; i < 40000 && n < 5; i++) n += 2; return n; }
    static int f67(int x) { int n = 0; if (x <= 40000) n++; for (int i = x; i <= 40000 && n < 5; i++) n += 2; return n; }
    static int f68(int x) { int n = 0; if (x > 40000) n++; for (int i = x; i > 40000 && n < 5; i++) n += 2; return n; }
    static int f69(int x) { int n = 0; if (x >= 40000) n++; for (int i = x; i >= 40000 && n < 5; i++) n += 2; return n; }
    static int f70(int x) { int n = 0; if (x == 40000) n++; for (int i = x; i == 40000 && n < 5; i++) n += 2; return n; }
    static int f71(int x) { int n = 0; if (x != 40000) n++; for (int i = x; i != 40000 && n < 5; i++) n += 2; return n; }
    static int f72(int x) { int n = 0; if (x < -40000) n++; for (int i = x; i < -40000 && n < 5; i++) n += 2; return n; }
    static int f73(int x) { int n = 0; if (x <= -40000) n++; for (int i = x; i <= -40000 && n < 5; i++) n += 2; return n; }
    static int f74(int x) { int n = 0; if (x > -40000) n++; for (int i = x; i > -40000 && n < 5; i++) n += 2; return n; }
    static int f75(int x) { int n = 0; if (x >= -40000) n++; for (int i = x; i >= -40000 && n < 5; i++) n += 2; return n; }
    static int f76(int x) { int n = 0; if (x == -40000) n++; for (int i = x; i == -40000 && n < 5; i++) n += 2; return n; }
    static int f77(int x) { int n = 0; if (x != -40000) n++; for (int i = x; i != -40000 && n < 5; i++) n += 2; return n; }
    static int f78(int x) { int n = 0; if (x < 2147483647) n++; for (int i = x; i < 2147483647 && n < 5; i++) n += 2; return n; }
    static int f79(int x) { int n = 0; if (x <= 2147483647) n++; for (int i = x; i <= 2147483647 && n < 5; i++) n += 2; return n; }
    static int f80(int x) { int n = 0; if (x > 2147483647) n++; for (int i = x; i > 2147483647 && n < 5; i++) n += 2; return n; }
    static int f81(int x) { int n = 0; if (x >= 2147483647) n++; for (int i = x; i >= 2147483647 && n < 5; i++) n += 2; return n; }
    static int f82(int x) { int n = 0; if (x == 2147483647) n++; for (int i = x; i == 2147483647 && n < 5; i++) n += 2; return n; }
    static int f83(int x) { int n = 0; if (x != 2147483647) n++; for (int i = x; i != 2147483647 && n < 5; i++) n += 2; return n; }
    static int f84(int x) { int n = 0; if (x < -2147483648) n++; for (int i = x; i < -2147483648 && n < 5; i++) n += 2; return n; }
    static int f85(int x) { int n = 0; if (x <= -2147483648) n++; for (int i = x; i <= -2147483648 && n < 5; i++) n += 2; return n; }
    static int f86(int x) { int n = 0; if (x > -2147483648) n++; for (int i = x; i > -2147483648 && n < 5; i++) n += 2; return n; }
    static int f87(int x) { int n = 0; if (x >= -2147483648) n++; for (int i = x; i >= -2147483648 && n < 5; i++) n += 2; return n; }
    static int f88(int x) { int n = 0; if (x == -2147483648) n++; for (int i = x; i == -2147483648 && n < 5; i++) n += 2; return n; }
    static int f89(int x) { int n = 0; if (x != -2147483648) n++; for (int i = x; i != -2147483648 && n < 5; i++) n += 2; return n; }
    static int f90(int x) { int n = 0; if (x < 99999) n++; for (int i = x; i < 99999 && n < 5; i++) n += 2; return n; }
    static int f91(int x) { int n = 0; if (x <= 99999) n++; for (int i = x; i <= 99999 && n < 5; i++) n += 2; return n; }
    static int f92(int x) { int n = 0; if (x > 99999) n++; for (int i = x; i > 99999 && n < 5; i++) n += 2; return n; }
    static int f93(int x) { int n = 0; if (x >= 99999) n++; for (int i = x; i >= 99999 && n < 5; i++) n += 2; return n; }
    static int f94(int x) { int n = 0; if (x == 99999) n++; for (int i = x; i == 99999 && n < 5; i++) n += 2; return n; }
    static int f95(int x) { int n = 0; if (x != 99999) n++; for (int i = x; i != 99999 && n < 5; i++) n += 2; return n; }
    static int f96(int x) { int n = 0; if (x < 70007) n++; for (int i = x; i < 70007 && n < 5; i++) n += 2; return n; }
    static int f97(int x) { int n = 0; if (x <= 70007) n++; for (int i = x; i <= 70007 && n < 5; i++) n += 2; return n; }
    static int f98(int x) { int n = 0; if (x > 70007) n++; for (int i = x; i > 70007 && n < 5; i++) n += 2; return n; }
    static int f99(int x) { int n = 0; if (x >= 70007) n++; for (int i = x; i >= 70007 && n < 5; i++) n += 2; return n; }
    static int f100(int x) { int n = 0; if (x == 70007) n++; for (int i = x; i == 70007 && n < 5; i++) n += 2; return n; }
    static int f101(int x) { int n = 0; if (x != 70007) n++; for (int i = x; i != 70007 && n < 5; i++) n += 2; return n; }
    static int f102(int x) { int n = 0; if (x < 72093) n++; for (int i = x; i < 72093 && n < 5; i++) n += 2; return n; }
    static int f103(int x) { int n = 0; if (x <= 72093) n++; for (int i = x; i <= 72093 && n < 5; i++) n += 2; return n; }
    static int f104(int x) { int n = 0; if (x > 72093) n++; for (int i = x; i > 72093 && n < 5; i++) n += 2; return n; }
    static int f105(int x) { int n = 0; if (x >= 72093) n++; for (int i = x; i >= 72093 && n < 5; i++) n += 2; return n; }
    static int f106(int x) { int n = 0; if (x == 72093) n++; for (int i = x; i == 72093 && n < 5; i++) n += 2; return n; }
    static int f107(int x) { int n = 0; if (x != 72093) n++; for (int i = x; i != 72093 && n < 5; i++) n += 2; return n; }
    public static void main(String[] a) {
        long h = 0; for (int v : fill()) h = h * 31 + v;
        System.out.println("fill " + h);
        int[] probes = {-2147483648, -2147483647, -40001, -40000, -39999, -30001, -30000, -29999, -101, -100, -99, -2, -1, 0, 1, 2, 3, 4, 5, 6, 99, 100, 101, 29999, 30000, 30001, 39999, 40000, 40001, 70006, 70007, 70008, 72092, 72093, 72094, 99998, 99999, 100000, 2147483646, 2147483647};
        for (int p : probes) {
            StringBuilder sb = new StringBuilder();
            sb.append(f0(p));
            sb.append(f1(p));
            sb.append(f2(p));
            sb.append(f3(p));
            sb.append(f4(p));
            sb.append(f5(p));
            sb.append(f6(p));
            sb.append(f7(p));
            sb.append(f8(p));
            sb.append(f9(p));
            sb.append(f10(p));
            sb.append(f11(p));
            sb.append(f12(p));
            sb.append(f13(p));
            sb.append(f14(p));
            sb.append(f15(p));
            sb.append(f16(p));
            sb.append(f17(p));
            sb.append(f18(p));
            sb.append(f19(p));
            sb.append(f20(p));
            sb.append(f21(p));
            sb.append(f22(p));
            sb.append(f23(p));
            sb.append(f24(p));
            sb.append(f25(p));
            sb.append(f26(p));
            sb.append(f27(p));
            sb.append(f28(p));
            sb.append(f29(p));
            sb.append(f30(p));
            sb.append(f31(p));
            sb.append(f32(p));
            sb.append(f33(p));
            sb.append(f34(p));
            sb.append(f35(p));
            sb.append(f36(p));
            sb.append(f37(p));
            sb.append(f38(p));
            sb.append(f39(p));
            sb.append(f40(p));
            sb.append(f41(p));
            sb.append(f42(p));
            sb.append(f43(p));
            sb.append(f44(p));
            sb.append(f45(p));
            sb.append(f46(p));
            sb.append(f47(p));
            sb.append(f48(p));
            sb.append(f49(p));
            sb.append(f50(p));
            sb.append(f51(p));
            sb.append(f52(p));
            sb.append(f53(p));
            sb.append(f54(p));
            sb.append(f55(p));
            sb.append(f56(p));
            sb.append(f57(p));
            sb.append(f58(p));
            sb.append(f59(p));
            sb.append(f60(p));
            sb.append(f61(p));
            sb.append(f62(p));
            sb.append(f63(p));
            sb.append(f64(p));
            sb.append(f65(p));
            sb.append(f66(p));
            sb.append(f67(p));
            sb.append(f68(p));
            sb.append(f69(p));
            sb.append(f70(p));
            sb.append(f71(p));
            sb.append(f72(p));
            sb.append(f73(p));
            sb.append(f74(p));
            sb.append(f75(p));
            sb.append(f76(p));
            sb.append(f77(p));
            sb.append(f78(p));
            sb.append(f79(p));
            sb.append(f80(p));
            sb.append(f81(p));
            sb.append(f82(p));
            sb.append(f83(p));
            sb.append(f84(p));
            sb.append(f85(p));
            sb.append(f86(p));
            sb.append(f87(p));
            sb.append(f88(p));
            sb.append(f89(p));
            sb.append(f90(p));
            sb.append(f91(p));
            sb.append(f92(p));
            sb.append(f93(p));
            sb.append(f94(p));
            sb.append(f95(p));
            sb.append(f96(p));
            sb.append(f97(p));
            sb.append(f98(p));
            sb.append(f99(p));
            sb.append(f100(p));
            sb.append(f101(p));
            sb.append(f102(p));
            sb.append(f103(p));
            sb.append(f104(p));
            sb.append(f105(p));
            sb.append(f106(p));
            sb.append(f107(p));
            System.out.println(p + " " + sb);
        }
        long s = 0; for (int i = 0; i < 1000000; i++) s += i % 1000; System.out.println("s " + s);
        int k = 0; while (k != 65537) k += 1; System.out.println("k " + k);
        for (int i = 100000; i >= 99990; i--) s -= i; System.out.println("s " + s);
    }
}

/* Unit tests of classfile/jimage.c: lookups in the installed JDK image, the
 * package to module map, and malformed images (truncated, bad magic, absurd
 * header sizes, a fuzzed index) that must fail cleanly or read as "not found".
 *
 * The image is $JAVA_HOME/lib/modules, else the Debian JDK 17 location. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "classfile/jimage.h"
#include "tests/unit/unit.h"

static char image_path[4096];
static char tmp_dir[] = "/tmp/rivet-jimage-XXXXXX";

static void find_image(void)
{
    const char *home = getenv("JAVA_HOME");
    if (!home || !home[0])
        home = "/usr/lib/jvm/java-17-openjdk-amd64";
    snprintf(image_path, sizeof image_path, "%s/lib/modules", home);
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void wr32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

/* Writes a temporary file and returns its path (a static buffer). */
static const char *write_tmp(const char *name, const void *data, size_t n)
{
    static char path[4200];
    snprintf(path, sizeof path, "%s/%s", tmp_dir, name);
    FILE *f = fopen(path, "wb");
    if (!f) {
        perror(path);
        exit(2);
    }
    if (n && fwrite(data, 1, n, f) != n) {
        perror(path);
        exit(2);
    }
    fclose(f);
    return path;
}

/* The first n bytes of the image (fewer if the file is shorter). */
static uint8_t *read_prefix(size_t n, size_t *got)
{
    FILE *f = fopen(image_path, "rb");
    if (!f)
        return NULL;
    uint8_t *buf = malloc(n);
    *got = fread(buf, 1, n, f);
    fclose(f);
    return buf;
}

static void test_open_errors(void)
{
    char err[512] = "";
    CHECK(jimage_open("/nonexistent/rivet/modules", err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "/nonexistent/rivet/modules") != NULL, "message names the file: %s", err);
    err[0] = 0;
    CHECK(jimage_open(tmp_dir, err, sizeof err) == NULL); /* a directory */
    CHECK(err[0] != 0);

    size_t got;
    uint8_t *head = read_prefix(1000, &got);
    CHECK(head && got == 1000);
    if (!head)
        return;

    err[0] = 0;
    CHECK(jimage_open(write_tmp("empty", head, 0), err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "too short") != NULL, "empty file: %s", err);
    err[0] = 0;
    CHECK(jimage_open(write_tmp("ten", head, 10), err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "too short") != NULL, "10 bytes: %s", err);
    err[0] = 0;
    CHECK(jimage_open(write_tmp("thousand", head, 1000), err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "corrupt") != NULL, "1000 bytes: %s", err);
    /* Exactly the header. */
    CHECK(jimage_open(write_tmp("header", head, 28), err, sizeof err) == NULL);

    uint8_t copy[1000];
    memcpy(copy, head, sizeof copy);
    copy[0] ^= 0xFF;
    err[0] = 0;
    CHECK(jimage_open(write_tmp("badmagic", copy, sizeof copy), err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "not a jimage") != NULL, "bad magic: %s", err);

    memcpy(copy, head, sizeof copy);
    copy[0] = 0xCA, copy[1] = 0xFE, copy[2] = 0xDA, copy[3] = 0xDA; /* big-endian magic */
    err[0] = 0;
    CHECK(jimage_open(write_tmp("bigendian", copy, sizeof copy), err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "byte order") != NULL, "big-endian: %s", err);

    memcpy(copy, head, sizeof copy);
    wr32(copy + 4, 2u << 16);
    err[0] = 0;
    CHECK(jimage_open(write_tmp("version", copy, sizeof copy), err, sizeof err) == NULL);
    CHECK_MSG(strstr(err, "version") != NULL, "version: %s", err);

    /* Absurd sizes in the header: each alone must be caught before anything is read. */
    static const struct {
        int word;
        uint32_t value;
    } absurd[] = {
        {4, 0x7FFFFFFF}, {4, 0xFFFFFFFF}, {4, 0}, {5, 0xFFFFFFFF}, {6, 0xFFFFFFFF}, {5, 0x80000000},
    };
    for (size_t i = 0; i < sizeof absurd / sizeof absurd[0]; i++) {
        memcpy(copy, head, sizeof copy);
        wr32(copy + 4 * absurd[i].word, absurd[i].value);
        err[0] = 0;
        JImage *img = jimage_open(write_tmp("absurd", copy, sizeof copy), err, sizeof err);
        CHECK_MSG(img == NULL && err[0], "absurd header word %d = 0x%x", absurd[i].word, absurd[i].value);
        jimage_close(img);
    }
    free(head);
}

static void test_lookups(JImage *img)
{
    size_t len = 0;
    bool comp = true;
    const uint8_t *p = jimage_find(img, "java.base", "java/lang/Object.class", &len, &comp);
    CHECK(p != NULL);
    CHECK(!comp);
    CHECK(len > 100);
    CHECK(p && rd32(p) == 0xBEBAFECAu); /* CA FE BA BE */

    p = jimage_find(img, "java.logging", "java/util/logging/Logger.class", &len, NULL);
    CHECK(p && p[0] == 0xCA && p[1] == 0xFE && p[2] == 0xBA && p[3] == 0xBE);
    p = jimage_find(img, "jdk.compiler", "com/sun/tools/javac/Main.class", &len, NULL);
    CHECK(p && p[0] == 0xCA && p[1] == 0xFE);
    p = jimage_find(img, "java.base", "module-info.class", &len, NULL);
    CHECK(p != NULL);

    comp = true;
    CHECK(jimage_find(img, "java.base", "java/lang/NoSuchClass.class", &len, &comp) == NULL);
    CHECK(!comp);
    CHECK(jimage_find(img, "java.logging", "java/lang/Object.class", &len, NULL) == NULL);
    CHECK(jimage_find(img, "no.such.module", "java/lang/Object.class", &len, NULL) == NULL);
    CHECK(jimage_find(img, "", "java/lang/Object.class", &len, NULL) == NULL);
    CHECK(jimage_find(img, "java.base", "", &len, NULL) == NULL);
    CHECK(jimage_find(img, "java.base", "/java/lang/Object.class", &len, NULL) == NULL);
    CHECK(jimage_find(img, "java.base", "java/lang/Object.clas", &len, NULL) == NULL);
    CHECK(jimage_find(img, "java.base", "java/lang/Object.class2", &len, NULL) == NULL);
    CHECK(jimage_find(img, "java.base", "java/lang/Object", &len, NULL) == NULL);
    CHECK(jimage_find(img, "java.bas", "e/java/lang/Object.class", &len, NULL) == NULL);
    /* A long name goes through the heap buffer. */
    char longname[1000];
    memset(longname, 'a', sizeof longname - 1);
    longname[sizeof longname - 1] = 0;
    CHECK(jimage_find(img, "java.base", longname, &len, NULL) == NULL);

    size_t size;
    const uint8_t *base = jimage_base(img, &size);
    struct stat st;
    CHECK(stat(image_path, &st) == 0 && (size_t)st.st_size == size);
    CHECK(rd32(base) == 0xCAFEDADAu);
}

static void test_packages(JImage *img)
{
    const char *m = jimage_package_module(img, "java/lang");
    CHECK_MSG(m && strcmp(m, "java.base") == 0, "java/lang -> %s", m ? m : "NULL");
    m = jimage_package_module(img, "java/util/logging");
    CHECK_MSG(m && strcmp(m, "java.logging") == 0, "java/util/logging -> %s", m ? m : "NULL");
    m = jimage_package_module(img, "java/lang/instrument");
    CHECK_MSG(m && strcmp(m, "java.instrument") == 0, "java/lang/instrument -> %s", m ? m : "NULL");
    m = jimage_package_module(img, "com/sun/tools/javac/main");
    CHECK_MSG(m && strcmp(m, "jdk.compiler") == 0, "javac -> %s", m ? m : "NULL");
    m = jimage_package_module(img, "jdk/internal/misc");
    CHECK_MSG(m && strcmp(m, "java.base") == 0, "jdk/internal/misc -> %s", m ? m : "NULL");
    /* Directories with no classes directly in them are not packages. */
    CHECK(jimage_package_module(img, "java") == NULL);
    CHECK(jimage_package_module(img, "sun") == NULL);
    CHECK(jimage_package_module(img, "no/such/pkg") == NULL);
    CHECK(jimage_package_module(img, "") == NULL);
    CHECK(jimage_package_module(img, "java.lang") == NULL);
}

typedef struct PkgVisit {
    JImage *img;
    int count, java_lang, logging, with_dot, mismatched;
} PkgVisit;

static void visit_pkg(const char *module, const char *pkg, void *arg)
{
    PkgVisit *v = arg;
    v->count++;
    if (strcmp(pkg, "java/lang") == 0 && strcmp(module, "java.base") == 0)
        v->java_lang++;
    if (strcmp(pkg, "java/util/logging") == 0 && strcmp(module, "java.logging") == 0)
        v->logging++;
    if (strchr(pkg, '.'))
        v->with_dot++;
    /* Every package the walk reports must map back to its module. */
    const char *m = jimage_package_module(v->img, pkg);
    if (!m || strcmp(m, module) != 0) {
        if (v->mismatched++ < 5)
            fprintf(stderr, "package %s: walk says %s, lookup says %s\n", pkg, module, m ? m : "NULL");
    }
}

static void test_each_package(JImage *img)
{
    PkgVisit v = {img, 0, 0, 0, 0, 0};
    jimage_each_package(img, visit_pkg, &v);
    CHECK_MSG(v.count > 500, "%d packages", v.count);
    CHECK(v.java_lang == 1);
    CHECK(v.logging == 1);
    CHECK(v.with_dot == 0);
    CHECK(v.mismatched == 0);
}

typedef struct ResVisit {
    JImage *img;
    int names, resources, classes, missing, bad_class;
} ResVisit;

static bool visit_res(const char *name, void *arg)
{
    ResVisit *v = arg;
    v->names++;
    if (name[0] != '/' || strncmp(name, "/modules/", 9) == 0 || strncmp(name, "/packages/", 10) == 0)
        return true;
    const char *slash = strchr(name + 1, '/');
    if (!slash)
        return true;
    char module[256];
    size_t ml = (size_t)(slash - name - 1);
    if (ml >= sizeof module)
        return true;
    memcpy(module, name + 1, ml);
    module[ml] = 0;
    size_t len = 0;
    const uint8_t *p = jimage_find(v->img, module, slash + 1, &len, NULL);
    v->resources++;
    if (!p) {
        if (v->missing++ < 5)
            fprintf(stderr, "listed but not found: %s\n", name);
        return true;
    }
    size_t nl = strlen(name);
    if (nl > 6 && strcmp(name + nl - 6, ".class") == 0) {
        v->classes++;
        if (len < 10 || rd32(p) != 0xBEBAFECAu)
            v->bad_class++;
    }
    return true;
}

static bool stop_at_ten(const char *name, void *arg)
{
    (void)name;
    return ++*(int *)arg < 10;
}

static void test_each_resource(JImage *img)
{
    ResVisit v = {img, 0, 0, 0, 0, 0};
    jimage_each_resource(img, visit_res, &v);
    CHECK_MSG(v.names > 20000, "%d names", v.names);
    CHECK_MSG(v.classes > 20000, "%d classes", v.classes);
    CHECK(v.missing == 0);
    CHECK(v.bad_class == 0);
    int n = 0;
    jimage_each_resource(img, stop_at_ten, &n);
    CHECK(n == 10);
}

/* Lookups that must not crash whatever the index holds. */
static void count_pkg(const char *module, const char *pkg, void *arg)
{
    (void)module;
    (void)pkg;
    ++*(int *)arg;
}

static bool find_each(const char *name, void *arg)
{
    JImage *img = arg;
    size_t len;
    const char *slash = name[0] == '/' ? strchr(name + 1, '/') : NULL;
    if (slash && slash - name < 200) {
        char module[200];
        memcpy(module, name + 1, (size_t)(slash - name - 1));
        module[slash - name - 1] = 0;
        const uint8_t *p = jimage_find(img, module, slash + 1, &len, NULL);
        if (p) {
            volatile uint8_t sink = p[0];
            sink ^= p[len - 1 > 0 ? len - 1 : 0];
            (void)sink;
        }
    }
    return true;
}

static int probe(JImage *img)
{
    static const char *const names[][2] = {
        {"java.base", "java/lang/Object.class"},
        {"java.base", "java/lang/String.class"},
        {"java.logging", "java/util/logging/Logger.class"},
        {"java.base", "module-info.class"},
        {"jdk.compiler", "com/sun/tools/javac/Main.class"},
    };
    static const char *const pkgs[] = {"java/lang", "java/util", "java/util/logging", "sun/misc", "x"};
    int found = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t len = 0;
        const uint8_t *p = jimage_find(img, names[i][0], names[i][1], &len, NULL);
        if (p) {
            found++;
            volatile uint8_t sink = p[0];
            if (len)
                sink ^= p[len - 1];
            (void)sink;
        }
    }
    for (size_t i = 0; i < sizeof pkgs / sizeof pkgs[0]; i++) {
        const char *m = jimage_package_module(img, pkgs[i]);
        if (m)
            found += (int)(strlen(m) > 0);
    }
    int n = 0;
    jimage_each_package(img, count_pkg, &n);
    jimage_each_resource(img, find_each, img);
    return found;
}

static uint32_t rng_state = 12345;
static uint32_t rng(void)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return rng_state >> 8;
}

static void test_corrupt_index(void)
{
    size_t got;
    uint8_t *head = read_prefix(28, &got);
    if (!head || got != 28) {
        CHECK(!"cannot read the image header");
        free(head);
        return;
    }
    uint32_t table_len = rd32(head + 16), loc_size = rd32(head + 20), str_size = rd32(head + 24);
    size_t index_size = 28 + 8 * (size_t)table_len + loc_size + str_size;
    free(head);
    uint8_t *index = read_prefix(index_size, &got);
    CHECK(index && got == index_size);
    if (!index || got != index_size) {
        free(index);
        return;
    }
    char err[512];

    /* The index without the resources: it opens, but no resource is readable. */
    JImage *img = jimage_open(write_tmp("index", index, index_size), err, sizeof err);
    CHECK_MSG(img != NULL, "index-only image: %s", err);
    if (img) {
        size_t len;
        CHECK(jimage_find(img, "java.base", "java/lang/Object.class", &len, NULL) == NULL);
        CHECK(jimage_package_module(img, "java/lang") == NULL);
        CHECK(probe(img) == 0);
        jimage_close(img);
    }

    uint8_t *copy = malloc(index_size);
    uint8_t *redirect = copy + 28, *offsets = redirect + 4 * (size_t)table_len;
    uint8_t *locations = offsets + 4 * (size_t)table_len, *strings = locations + loc_size;

    /* Whole tables set to hostile values. */
    static const uint32_t hostile[] = {0x80000000u, 0x7FFFFFFFu, 0xFFFFFFFFu, 1u};
    for (size_t h = 0; h < sizeof hostile / sizeof hostile[0]; h++) {
        memcpy(copy, index, index_size);
        for (uint32_t i = 0; i < table_len; i++)
            wr32(redirect + 4 * (size_t)i, hostile[h]);
        img = jimage_open(write_tmp("redirect", copy, index_size), err, sizeof err);
        CHECK(img != NULL);
        if (img) {
            probe(img);
            jimage_close(img);
        }
        memcpy(copy, index, index_size);
        for (uint32_t i = 0; i < table_len; i++)
            wr32(offsets + 4 * (size_t)i, hostile[h] == 1u ? loc_size - 1 : hostile[h]);
        img = jimage_open(write_tmp("offsets", copy, index_size), err, sizeof err);
        CHECK(img != NULL);
        if (img) {
            probe(img);
            jimage_close(img);
        }
    }
    /* Strings with no terminator; locations of all-0xFF (huge values, bad kinds). */
    memcpy(copy, index, index_size);
    memset(strings, 'a', str_size);
    img = jimage_open(write_tmp("strings", copy, index_size), err, sizeof err);
    if (img) {
        CHECK(probe(img) == 0);
        jimage_close(img);
    }
    for (int fill = 0; fill < 3; fill++) {
        memcpy(copy, index, index_size);
        memset(locations, fill == 0 ? 0xFF : fill == 1 ? 0x3F : 0x2F, loc_size);
        img = jimage_open(write_tmp("locations", copy, index_size), err, sizeof err);
        if (img) {
            probe(img);
            jimage_close(img);
        }
    }
    /* Random byte flips all over the index. */
    for (int round = 0; round < 6; round++) {
        memcpy(copy, index, index_size);
        for (int k = 0; k < 3000; k++)
            copy[28 + rng() % (index_size - 28)] = (uint8_t)rng();
        img = jimage_open(write_tmp("fuzz", copy, index_size), err, sizeof err);
        CHECK(img != NULL);
        if (img) {
            probe(img);
            jimage_close(img);
        }
    }
    free(copy);
    free(index);
}

int main(void)
{
    unit_name = "jimage";
    find_image();
    if (!mkdtemp(tmp_dir)) {
        perror("mkdtemp");
        return 2;
    }
    test_open_errors();
    char err[512];
    JImage *img = jimage_open(image_path, err, sizeof err);
    CHECK_MSG(img != NULL, "cannot open %s: %s", image_path, err);
    if (img) {
        test_lookups(img);
        test_packages(img);
        test_each_package(img);
        test_each_resource(img);
        jimage_close(img);
        test_corrupt_index();
    }
    char cmd[4200];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp_dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", tmp_dir);
    return unit_report();
}

/* libFuzzer target: one input is one class file, defined in a fresh Java class
 * loader and linked (parsing, supertype loading, verification, layout and
 * vtables), through tests/fuzz/FuzzLink.java. The VM boots once per process;
 * classes are never unloaded, so run it with -rss_limit_mb and -fork (see
 * tests/fuzz/run-fuzz.sh). Any Java outcome is fine; crashes, sanitizer
 * reports and uncaught errors other than LinkageError are findings.
 *
 * Environment: RIVET_JDK (default /usr/lib/jvm/java-17-openjdk-amd64),
 * RIVET_FUZZ_BOOT (the boot append path: build/runtime and the helper's folder). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vm/loader.h"
#include "vm/boot.h"
#include "vm/vm.h"

static Thread *fuzz_th;
static Method *fuzz_link;

/* The launcher (vm/main.c) defines these; the target is its own launcher. */
void vm_panic(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "rivet: internal error: ");
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    abort();
}

char *jdk_release_field(const char *home, const char *key)
{
    char path[4096], line[512];
    snprintf(path, sizeof path, "%s/release", home);
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    char *v = NULL;
    size_t kl = strlen(key);
    while (!v && fgets(line, sizeof line, f)) {
        char *e;
        if (!strncmp(line, key, kl) && line[kl] == '=' && line[kl + 1] == '"' && (e = strchr(line + kl + 2, '"'))) {
            *e = 0;
            v = xstrdup(line + kl + 2);
        }
    }
    fclose(f);
    return v;
}

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    const char *jdk = getenv("RIVET_JDK");
    const char *boot = getenv("RIVET_FUZZ_BOOT");
    vm_opts.jdk_home = jdk ? jdk : "/usr/lib/jvm/java-17-openjdk-amd64";
    vm_opts.boot_append = boot ? boot : "build/runtime:build/fuzz/helper";
    static char *props[] = {"java.class.path=."};
    vm_opts.props = props;
    vm_opts.nprops = 1;
    vm_opts.main_class = "FuzzLink";
    vm_opts.max_heap = (size_t)1 << 30;
    sym_init();
    if (!boot_vm(&fuzz_th)) {
        fprintf(stderr, "fuzz_classfile: the VM did not boot\n");
        exit(1);
    }
    Class *c = loader_load(fuzz_th, NULL, sym_c("FuzzLink"));
    fuzz_link = c ? cf_find_method(c, sym_c("link"), sym_c("([B)Ljava/lang/String;")) : NULL;
    if (!fuzz_link) {
        fprintf(stderr, "fuzz_classfile: FuzzLink not found on %s\n", vm_opts.boot_append);
        exit(1);
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    Thread *th = fuzz_th;
    if (size > (1 << 20))
        return 0;
    Object *arr = arr_new_prim(th, 'B', (int32_t)size);
    if (!arr) {
        th->exc = NULL; /* out of heap: not a finding */
        return 0;
    }
    memcpy(arr_data(arr), data, size);
    Slot args[1], ret;
    args[0].a = arr;
    if (!interp_call(th, fuzz_link, args, &ret)) {
        fprintf(stderr, "fuzz_classfile: uncaught %s\n", th->exc ? th->exc->cls->name : "?");
        abort();
    }
    return 0;
}

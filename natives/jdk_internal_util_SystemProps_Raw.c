/* jdk.internal.util.SystemProps$Raw: the platform and VM properties.
 *
 * platformProperties returns an array indexed by Raw's _xxx_NDX constants; the
 * indices are read from the class, never assumed. Encodings and locale follow
 * libjava's rules: setlocale(LC_ALL, "") and nl_langinfo(CODESET). */
#include <langinfo.h>
#include <locale.h>
#include <pwd.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "vm/loader.h"
#include "natives/natives.h"

static int ndx(Class *raw, const char *name)
{
    Field *f = cf_find_field(raw, sym_c(name), sym_c("I"));
    if (!f || !f->const_idx)
        return -1;
    return (int32_t)(uint32_t)raw->cp.raw[f->const_idx];
}

static bool put(Thread *th, Object *arr, int i, const char *v)
{
    if (i < 0 || i >= arr_len(arr) || !v)
        return true;
    Object *s = str_new_platform(th, v); /* HotSpot: as java's launcher decodes them */
    if (!s)
        return false;
    heap_barrier(arr);
    ARR_AT(arr, Object *, i) = s;
    return true;
}

/* "en_US.UTF-8@euro" -> language, country, encoding (libjava's ParseLocale, simplified). */
static void parse_locale(const char *loc, char *lang, char *country, char *variant)
{
    lang[0] = country[0] = variant[0] = 0;
    /* libjava: the C and POSIX locales are en_US; "C.UTF-8" is language "en"
     * with no country (it is not one of the names it maps to en_US). */
    if (!loc || !strcmp(loc, "C") || !strcmp(loc, "POSIX")) {
        strcpy(lang, "en");
        strcpy(country, "US");
        return;
    }
    if (!strncmp(loc, "C.", 2)) {
        strcpy(lang, "en");
        return;
    }
    char buf[128];
    snprintf(buf, sizeof buf, "%s", loc);
    char *at = strchr(buf, '@');
    if (at) {
        *at = 0;
        snprintf(variant, 32, "%.31s", at + 1);
    }
    char *dot = strchr(buf, '.');
    if (dot)
        *dot = 0;
    char *us = strchr(buf, '_');
    if (us) {
        *us = 0;
        snprintf(country, 32, "%.31s", us + 1);
    }
    snprintf(lang, 32, "%.31s", buf);
}

static const char *encoding(void)
{
    const char *cs = nl_langinfo(CODESET);
    if (!cs || !*cs || !strcmp(cs, "646"))
        return "ISO646-US";
    if (!strcmp(cs, "ANSI_X3.4-1968"))
        return "ANSI_X3.4-1968";
    return cs;
}

NATIVE(platformProperties)
{
    (void)a;
    Class *raw = loader_find(NULL, sym_c("jdk/internal/util/SystemProps$Raw"));
    int len = ndx(raw, "FIXED_LENGTH");
    Object *arr = arr_new_ref(th, WK.String, len);
    if (!arr)
        return;
    setlocale(LC_ALL, "");
    char lang[32], country[32], variant[32];
    parse_locale(setlocale(LC_CTYPE, NULL), lang, country, variant);
    const char *enc = encoding();
    struct utsname u;
    uname(&u);
    /* As the JDK's native: the user from the passwd entry alone ("?" with
     * none: a container's arbitrary uid; $HOME would name another user's
     * home), and no start at all in a working directory that is gone
     * (relative paths would resolve under "/"). */
    struct passwd *pw = getpwuid(getuid());
    char cwd[4096];
    if (!getcwd(cwd, sizeof cwd)) {
        exc_throw(th, "java/lang/Error", "Properties init: Could not determine current working directory.");
        return;
    }
    const char *home = pw && pw->pw_dir ? pw->pw_dir : "?";
    const char *user = pw && pw->pw_name ? pw->pw_name : "?";
    const char *tmp = "/tmp";
    struct {
        const char *name, *value;
    } props[] = {
        {"_display_language_NDX", lang}, {"_display_country_NDX", *country ? country : NULL},
        {"_display_variant_NDX", *variant ? variant : NULL},
        {"_format_language_NDX", lang}, {"_format_country_NDX", *country ? country : NULL},
        {"_format_variant_NDX", *variant ? variant : NULL},
        {"_file_encoding_NDX", enc}, {"_sun_jnu_encoding_NDX", enc},
        {"_file_separator_NDX", "/"}, {"_path_separator_NDX", ":"}, {"_line_separator_NDX", "\n"},
        {"_java_io_tmpdir_NDX", tmp}, {"_os_arch_NDX", "amd64"}, {"_os_name_NDX", "Linux"},
        {"_os_version_NDX", u.release}, {"_sun_arch_data_model_NDX", "64"}, {"_sun_cpu_endian_NDX", "little"},
        {"_sun_io_unicode_encoding_NDX", "UnicodeLittle"}, {"_user_dir_NDX", cwd}, {"_user_home_NDX", home},
        {"_user_name_NDX", user},
        {"_sun_stdout_encoding_NDX", isatty(1) ? enc : NULL}, {"_sun_stderr_encoding_NDX", isatty(2) ? enc : NULL},
    };
    for (size_t i = 0; i < ARRAY_LEN(props); i++)
        if (!put(th, arr, ndx(raw, props[i].name), props[i].value))
            return;
    ret->a = arr;
}

/* Whether "key=value" sets key. */
static bool sets_key(const char *kv, const char *key)
{
    size_t n = strlen(key);
    return !strncmp(kv, key, n) && kv[n] == '=';
}

/* The -D properties and the VM's, as HotSpot's JVM_GetProperties hands them
 * over: Raw.cmdProperties keeps the last value of a key, so the defaults a
 * -D may replace come first, then the -D properties in the options' order
 * (java.class.path among them: vm/main.c passes -cp, -jar and the default
 * "." as -D options where java's launcher does), then the VM's own. A -D of
 * one of those is dropped, as HotSpot ignores writes to its read-only
 * properties and java's launcher passes sun.java.launcher and
 * sun.java.command after the user's options; sun.boot.library.path takes
 * each -D value after the JDK's directory instead; java.compiler and
 * sun.java.launcher.is_altjvm are read by HotSpot and never reach Java. */
NATIVE(vmProperties)
{
    (void)a;
    char *jdk = xstrdup(vm_opts.jdk_home);
    Buf cmd = {0}, libpath = {0};
    buf_puts(&cmd, vm_opts.jar ? vm_opts.jar : vm_opts.main_class ? vm_opts.main_class : "");
    for (int i = 0; i < vm_opts.argc; i++) {
        buf_putc(&cmd, ' ');
        buf_puts(&cmd, vm_opts.argv[i]);
    }
    buf_puts(&libpath, jdk);
    buf_puts(&libpath, "/lib");
    /* As HotSpot: $LD_LIBRARY_PATH (even empty), then the system's places. */
    Buf javalib = {0};
    const char *ld = getenv("LD_LIBRARY_PATH");
    if (ld) {
        buf_puts(&javalib, ld);
        buf_putc(&javalib, ':');
    }
    buf_puts(&javalib, "/usr/java/packages/lib:/usr/lib/x86_64-linux-gnu/jni:/lib/x86_64-linux-gnu:"
                       "/usr/lib/x86_64-linux-gnu:/usr/lib/jni:/lib:/usr/lib");
    for (int p = 0; p < vm_opts.nprops; p++)
        if (sets_key(vm_opts.props[p], "sun.boot.library.path")) {
            buf_putc(&libpath, ':');
            buf_puts(&libpath, strchr(vm_opts.props[p], '=') + 1);
        }
    const char *defaults[][2] = {
        {"java.home", jdk},
        {"java.class.path", ""},
        {"java.library.path", buf_cstr(&javalib)},
    };
    const char *vm_owned[][2] = {
        {"java.vm.specification.name", "Java Virtual Machine Specification"},
        {"java.vm.specification.vendor", "Oracle Corporation"},
        {"java.vm.specification.version", "17"},
        {"java.vm.name", "Rivet"},
        {"java.vm.vendor", "Rivet"},
        {"java.vm.version", RIVET_VERSION},
        {"java.vm.info", "interpreted mode"},
        {"jdk.debug", "release"},
        {"jdk.boot.class.path.append", vm_opts.boot_append ? vm_opts.boot_append : ""},
        {"sun.boot.library.path", buf_cstr(&libpath)},
        {"sun.java.launcher", "SUN_STANDARD"},
        {"sun.java.command", vm_opts.jar || vm_opts.main_class ? buf_cstr(&cmd) : NULL} /* as java: none without a main class */,
    };
    int n = (int)(ARRAY_LEN(defaults) + ARRAY_LEN(vm_owned)) + vm_opts.nprops;
    Object *arr = arr_new_ref(th, WK.String, 2 * n);
    if (!arr)
        goto out;
    int k = 0;
    for (size_t i = 0; i < ARRAY_LEN(defaults); i++)
        if (!put(th, arr, k++, defaults[i][0]) || !put(th, arr, k++, defaults[i][1]))
            goto out;
    for (int p = 0; p < vm_opts.nprops; p++) {
        const char *kv = vm_opts.props[p];
        bool dropped = sets_key(kv, "java.compiler") || sets_key(kv, "sun.java.launcher.is_altjvm");
        for (size_t i = 0; i < ARRAY_LEN(vm_owned); i++)
            dropped |= vm_owned[i][1] && sets_key(kv, vm_owned[i][0]);
        if (dropped)
            continue;
        char *key = xstrdup(kv);
        char *eq = strchr(key, '=');
        *eq = 0;
        bool ok = put(th, arr, k++, key) && put(th, arr, k++, eq + 1);
        free(key);
        if (!ok)
            goto out;
    }
    for (size_t i = 0; i < ARRAY_LEN(vm_owned); i++)
        if (vm_owned[i][1] && (!put(th, arr, k++, vm_owned[i][0]) || !put(th, arr, k++, vm_owned[i][1])))
            goto out;
    if (k < 2 * n) {
        /* Trim: Raw reads pairs until the first null key. */
        Object *t = arr_new_ref(th, WK.String, k);
        if (!t)
            goto out;
        heap_barrier(t);
        memcpy(arr_data(t), arr_data(arr), sizeof(Object *) * (size_t)k);
        arr = t;
    }
    ret->a = arr;
out:
    buf_free(&cmd);
    buf_free(&libpath);
    buf_free(&javalib);
    free(jdk);
}

NATIVES_TABLE(jdk_internal_util_SystemProps_Raw, "jdk/internal/util/SystemProps$Raw",
    {"platformProperties", "()[Ljava/lang/String;", platformProperties},
    {"vmProperties", "()[Ljava/lang/String;", vmProperties},
);

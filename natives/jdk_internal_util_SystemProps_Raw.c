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
    struct passwd *pw = getpwuid(getuid());
    char cwd[4096];
    if (!getcwd(cwd, sizeof cwd))
        strcpy(cwd, "/");
    const char *home = pw && pw->pw_dir ? pw->pw_dir : (getenv("HOME") ? getenv("HOME") : "?");
    const char *user = pw && pw->pw_name ? pw->pw_name : (getenv("USER") ? getenv("USER") : "?");
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

NATIVE(vmProperties)
{
    (void)a;
    char *jdk = xstrdup(vm_opts.jdk_home), libpath[4200];
    snprintf(libpath, sizeof libpath, "%s/lib", jdk);
    Buf cmd = {0};
    buf_puts(&cmd, vm_opts.jar ? vm_opts.jar : vm_opts.main_class ? vm_opts.main_class : "");
    for (int i = 0; i < vm_opts.argc; i++) {
        buf_putc(&cmd, ' ');
        buf_puts(&cmd, vm_opts.argv[i]);
    }
    const char *fixed[][2] = {
        {"java.vm.specification.name", "Java Virtual Machine Specification"},
        {"java.vm.specification.vendor", "Oracle Corporation"},
        {"java.vm.specification.version", "17"},
        {"java.vm.name", "Rivet"},
        {"java.vm.vendor", "Rivet"},
        {"java.vm.version", "0.1"},
        {"java.vm.info", "interpreted mode"},
        {"jdk.debug", "release"},
        {"java.home", jdk},
        {"java.class.path", vm_opts.classpath ? vm_opts.classpath : ""},
        {"java.library.path", "/usr/java/packages/lib:/usr/lib/x86_64-linux-gnu/jni:/lib/x86_64-linux-gnu:"
                              "/usr/lib/x86_64-linux-gnu:/usr/lib/jni:/lib:/usr/lib"},
        {"sun.boot.library.path", libpath},
        {"sun.java.launcher", "SUN_STANDARD"},
        {"sun.java.command", vm_opts.jar || vm_opts.main_class ? buf_cstr(&cmd) : NULL} /* as java: none without a main class */,
        {"jdk.boot.class.path.append", vm_opts.boot_append},
    };
    int n = (int)ARRAY_LEN(fixed) + vm_opts.nprops;
    Object *arr = arr_new_ref(th, WK.String, 2 * n);
    if (!arr)
        goto out;
    int k = 0;
    for (size_t i = 0; i < ARRAY_LEN(fixed); i++) {
        if (!fixed[i][1])
            continue;
        bool overridden = false;
        for (int p = 0; p < vm_opts.nprops; p++) {
            size_t kl = strlen(fixed[i][0]);
            if (!strncmp(vm_opts.props[p], fixed[i][0], kl) && vm_opts.props[p][kl] == '=')
                overridden = true;
        }
        if (overridden)
            continue;
        if (!put(th, arr, k++, fixed[i][0]) || !put(th, arr, k++, fixed[i][1]))
            goto out;
    }
    for (int p = 0; p < vm_opts.nprops; p++) {
        char *kv = xstrdup(vm_opts.props[p]);
        char *eq = strchr(kv, '=');
        *eq = 0;
        bool ok = put(th, arr, k++, kv) && put(th, arr, k++, eq + 1);
        free(kv);
        if (!ok)
            goto out;
    }
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
    free(jdk);
}

NATIVES_TABLE(jdk_internal_util_SystemProps_Raw, "jdk/internal/util/SystemProps$Raw",
    {"platformProperties", "()[Ljava/lang/String;", platformProperties},
    {"vmProperties", "()[Ljava/lang/String;", vmProperties},
);

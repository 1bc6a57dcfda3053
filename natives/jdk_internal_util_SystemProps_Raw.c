/* jdk.internal.util.SystemProps$Raw: the platform and VM properties.
 *
 * platformProperties returns an array indexed by Raw's _xxx_NDX constants; the
 * indices are read from the class, never assumed. Encodings and locale follow
 * libjava's rules: setlocale(LC_ALL, "") and nl_langinfo(CODESET), the
 * locale names taken apart as below. */
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

/* ---- The locale (libjava's ParseLocale) ----
 * A category's locale name, language_COUNTRY.encoding@modifier, is taken
 * apart as libjava does: a name without a country is completed from a table
 * of aliases ("de" -> de_DE), and the parts are normalised through its
 * tables (Hebrew's "he" is "iw", the modifier "latin" a script, "nynorsk" a
 * variant; any other modifier, such as "euro" or "valencia", is dropped).
 * The display locale is LC_MESSAGES's and the format locale LC_CTYPE's:
 * Java then sets user.language.format and the like where they differ. */
typedef struct {
    const char *from, *to;
} NamePair;

static const NamePair locale_aliases[] = {
    {"ar", "ar_EG"}, {"be", "be_BY"}, {"bg", "bg_BG"}, {"br", "br_FR"}, {"ca", "ca_ES"}, {"cs", "cs_CZ"},
    {"cz", "cs_CZ"}, {"da", "da_DK"}, {"de", "de_DE"}, {"el", "el_GR"}, {"en", "en_US"}, {"eo", "eo"},
    {"es", "es_ES"}, {"et", "et_EE"}, {"eu", "eu_ES"}, {"fi", "fi_FI"}, {"fr", "fr_FR"}, {"ga", "ga_IE"},
    {"gl", "gl_ES"}, {"he", "iw_IL"}, {"hr", "hr_HR"}, {"hs", "en_US"}, {"hu", "hu_HU"}, {"id", "in_ID"},
    {"in", "in_ID"}, {"is", "is_IS"}, {"it", "it_IT"}, {"iw", "iw_IL"}, {"ja", "ja_JP"}, {"kl", "kl_GL"},
    {"ko", "ko_KR"}, {"lt", "lt_LT"}, {"lv", "lv_LV"}, {"mk", "mk_MK"}, {"nl", "nl_NL"}, {"no", "no_NO"},
    {"pl", "pl_PL"}, {"pt", "pt_PT"}, {"ro", "ro_RO"}, {"ru", "ru_RU"}, {"se", "se_NO"}, {"sk", "sk_SK"},
    {"sl", "sl_SI"}, {"sq", "sq_AL"}, {"sr", "sr_CS"}, {"su", "fi_FI"}, {"sv", "sv_SE"}, {"th", "th_TH"},
    {"tr", "tr_TR"}, {"ua", "en_US"}, {"uk", "uk_UA"}, {"vi", "vi_VN"}, {"wa", "wa_BE"}, {"zh", "zh_CN"},
    {"bokmal", "nb_NO"}, {"bokm\xc3\xa5l", "nb_NO"}, {"catalan", "ca_ES"}, {"croatian", "hr_HR"},
    {"czech", "cs_CZ"}, {"danish", "da_DK"}, {"dansk", "da_DK"}, {"deutsch", "de_DE"}, {"dutch", "nl_NL"},
    {"eesti", "et_EE"}, {"estonian", "et_EE"}, {"finnish", "fi_FI"}, {"fran\xc3\xa7" "ais", "fr_FR"},
    {"french", "fr_FR"}, {"galego", "gl_ES"}, {"galician", "gl_ES"}, {"german", "de_DE"}, {"greek", "el_GR"},
    {"hebrew", "iw_IL"}, {"hrvatski", "hr_HR"}, {"hungarian", "hu_HU"}, {"icelandic", "is_IS"},
    {"italian", "it_IT"}, {"japanese", "ja_JP"}, {"korean", "ko_KR"}, {"lithuanian", "lt_LT"},
    {"norwegian", "no_NO"}, {"nynorsk", "nn_NO"}, {"polish", "pl_PL"}, {"portuguese", "pt_PT"},
    {"romanian", "ro_RO"}, {"russian", "ru_RU"}, {"slovak", "sk_SK"}, {"slovene", "sl_SI"},
    {"slovenian", "sl_SI"}, {"spanish", "es_ES"}, {"swedish", "sv_SE"}, {"thai", "th_TH"}, {"turkish", "tr_TR"},
};

static const NamePair language_names[] = {
    {"C", "en"}, {"POSIX", "en"}, {"cz", "cs"}, {"he", "iw"}, {"hs", "en"}, {"id", "in"}, {"sh", "sr"},
    {"su", "fi"}, {"ua", "en"}, {"catalan", "ca"}, {"croatian", "hr"}, {"czech", "cs"}, {"danish", "da"},
    {"dansk", "da"}, {"deutsch", "de"}, {"dutch", "nl"}, {"finnish", "fi"}, {"fran\xc3\xa7" "ais", "fr"},
    {"french", "fr"}, {"german", "de"}, {"greek", "el"}, {"hebrew", "he"}, {"hrvatski", "hr"},
    {"hungarian", "hu"}, {"icelandic", "is"}, {"italian", "it"}, {"japanese", "ja"}, {"norwegian", "no"},
    {"polish", "pl"}, {"portuguese", "pt"}, {"romanian", "ro"}, {"russian", "ru"}, {"slovak", "sk"},
    {"slovene", "sl"}, {"slovenian", "sl"}, {"spanish", "es"}, {"swedish", "sv"}, {"turkish", "tr"},
};

static const NamePair script_names[] = {
    {"cyrillic", "Cyrl"}, {"devanagari", "Deva"}, {"iqtelif", "Latn"}, {"latin", "Latn"}, {"Arab", "Arab"},
    {"Cyrl", "Cyrl"}, {"Deva", "Deva"}, {"Ethi", "Ethi"}, {"Hans", "Hans"}, {"Hant", "Hant"},
    {"Latn", "Latn"}, {"Sund", "Sund"}, {"Syrc", "Syrc"}, {"Tfng", "Tfng"},
};

static const NamePair country_names[] = {{"RN", "US"}, {"YU", "CS"}};
static const NamePair variant_names[] = {{"nynorsk", "NY"}};

static const char *name_lookup(const NamePair *map, size_t n, const char *key)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(map[i].from, key))
            return map[i].to;
    return NULL;
}
#define LOOKUP(map, key) name_lookup(map, ARRAY_LEN(map), key)

typedef struct Locale {
    char lang[64], script[8], country[64], variant[8];
    char modifier_enc[64]; /* the encoding part of the name ("ISO8859-15") */
} Locale;

static void copy_part(char *dst, size_t size, const char *src)
{
    size_t n = src ? strnlen(src, size - 1) : 0;
    memcpy(dst, src ? src : "", n);
    dst[n] = 0;
}

/* Cuts s at its first '.' or else its first '@', the cut part (with its
 * delimiter) into rest. */
static bool cut_encoding_variant(char *s, char *rest, size_t size)
{
    char *p = strchr(s, '.');
    if (!p)
        p = strchr(s, '@');
    if (!p)
        return false;
    copy_part(rest, size, p);
    *p = 0;
    return true;
}

static void parse_locale(int category, Locale *l)
{
    memset(l, 0, sizeof *l);
    const char *lc = setlocale(category, NULL);
    if (!lc || !strcmp(lc, "C") || !strcmp(lc, "POSIX"))
        lc = "en_US";
    char name[256], ev[256] = "";
    copy_part(name, sizeof name, lc);
    cut_encoding_variant(name, ev, sizeof ev);
    const char *alias = LOOKUP(locale_aliases, name);
    if (alias) {
        copy_part(name, sizeof name, alias);
        cut_encoding_variant(name, ev, sizeof ev);
    }
    char *country = strchr(name, '_');
    if (country)
        *country++ = 0;
    char *p = ev, *enc = strchr(p, '.');
    if (enc) {
        *enc++ = 0;
        p = enc;
    }
    char *variant = strchr(p, '@');
    if (variant)
        *variant++ = 0;
    copy_part(l->modifier_enc, sizeof l->modifier_enc, p);
    const char *lang = LOOKUP(language_names, name);
    copy_part(l->lang, sizeof l->lang, lang ? lang : name);
    if (country) {
        const char *c = LOOKUP(country_names, country);
        copy_part(l->country, sizeof l->country, c ? c : country);
    }
    if (variant) {
        copy_part(l->script, sizeof l->script, LOOKUP(script_names, variant));
        copy_part(l->variant, sizeof l->variant, LOOKUP(variant_names, variant));
    }
}

static const char *encoding(const Locale *ctype)
{
    /* nl_langinfo is wrong about the euro locales, libjava says */
    const char *cs = !strcmp(ctype->modifier_enc, "ISO8859-15") ? "ISO8859-15" : nl_langinfo(CODESET);
    if (!cs || !*cs || !strcmp(cs, "646"))
        return "ISO646-US";
    if (!strcmp(cs, "EUC-JP"))
        return "EUC-JP-LINUX"; /* the JDK's converter without JIS X 0212, as glibc's */
    return cs;
}

static const char *nonempty(const char *s) { return *s ? s : NULL; }

NATIVE(platformProperties)
{
    (void)a;
    Class *raw = loader_find(NULL, sym_c("jdk/internal/util/SystemProps$Raw"));
    int len = ndx(raw, "FIXED_LENGTH");
    Object *arr = arr_new_ref(th, WK.String, len);
    if (!arr)
        return;
    setlocale(LC_ALL, "");
    Locale fmt, disp;
    parse_locale(LC_CTYPE, &fmt);
    parse_locale(LC_MESSAGES, &disp);
    const char *enc = encoding(&fmt);
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
        {"_display_language_NDX", disp.lang}, {"_display_script_NDX", nonempty(disp.script)},
        {"_display_country_NDX", nonempty(disp.country)}, {"_display_variant_NDX", nonempty(disp.variant)},
        {"_format_language_NDX", fmt.lang}, {"_format_script_NDX", nonempty(fmt.script)},
        {"_format_country_NDX", nonempty(fmt.country)}, {"_format_variant_NDX", nonempty(fmt.variant)},
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

/* Unit tests of cf_parse (classfile/classfile.c) on real JDK classes from the
 * runtime image and on class files built here byte by byte.
 *
 * Real classes: names, supers, member counts (cross-checked against javap when
 * it is installed), code, line numbers, exception tables, and the attributes
 * the VM reads (BootstrapMethods, InnerClasses, NestHost/NestMembers,
 * Signature, Record, PermittedSubclasses, EnclosingMethod); then every class
 * in the image. Malformed input: every truncation, random byte damage (the
 * parse may succeed or fail but must not crash, and a class it accepts must
 * keep the invariants later stages rely on), and one hand-made class file per
 * check. Inputs are copied into exact-size heap buffers so ASan sees any read
 * past the end. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "classfile/classfile.h"
#include "classfile/jimage.h"
#include "tests/unit/unit.h"

static JImage *img;
static char java_home[4096];

/* A heap copy of a class from the image, or NULL. */
static uint8_t *image_class(const char *module, const char *name, size_t *len)
{
    char path[1024];
    snprintf(path, sizeof path, "%s.class", name);
    const uint8_t *p = jimage_find(img, module, path, len, NULL);
    if (!p) {
        fprintf(stderr, "class %s not in the image\n", name);
        return NULL;
    }
    uint8_t *copy = xmalloc(*len);
    memcpy(copy, p, *len);
    return copy;
}

static Class *parse_image_class(const char *module, const char *name)
{
    size_t len;
    uint8_t *buf = image_class(module, name, &len);
    if (!buf)
        return NULL;
    CfError err;
    Class *cls = cf_parse(buf, len, NULL, &err);
    free(buf); /* cf_parse copies what it keeps */
    CHECK_MSG(cls != NULL, "parse %s: %s", name, err.msg);
    return cls;
}

static bool has_class_entry(Class *cls, const uint16_t *idx, uint16_t n, const char *name)
{
    for (uint16_t i = 0; i < n; i++)
        if (strcmp(cp_class_name(&cls->cp, idx[i]), name) == 0)
            return true;
    return false;
}

/* The invariants the loader and interpreter rely on after a successful parse:
 * every cross reference in range and of the right tag. Reading through the
 * accessors under ASan is the check; the counts keep the reads alive. */
static int check_invariants(Class *cls)
{
    const ConstantPool *cp = &cls->cp;
    int bad = 0;
    size_t sink = 0;
    for (uint16_t i = 1; i < cp->count; i++) {
        switch (cp->tags[i]) {
        case CONSTANT_Utf8:
            sink += sym_len(cp_utf8(cp, i)) == strlen(cp_utf8(cp, i));
            break;
        case CONSTANT_Class:
            bad += cp_class_name(cp, i)[0] == 0;
            break;
        case CONSTANT_String:
            bad += cp->tags[cp_a(cp, i)] != CONSTANT_Utf8;
            sink += strlen(cp_utf8(cp, cp_a(cp, i)));
            break;
        case CONSTANT_MethodType:
            /* The interpreter sizes calls from these descriptors. */
            sink += (size_t)desc_arg_slots(cp_utf8(cp, cp_a(cp, i))) + (size_t)desc_ret_char(cp_utf8(cp, cp_a(cp, i)));
            break;
        case CONSTANT_Fieldref:
        case CONSTANT_Methodref:
        case CONSTANT_InterfaceMethodref:
            sink += strlen(cp_member_class(cp, i)) + strlen(cp_nat_name(cp, i)) + strlen(cp_nat_desc(cp, i));
            break;
        case CONSTANT_MethodHandle:
            bad += cp_b(cp, i) == 0 || cp_b(cp, i) >= cp->count;
            break;
        case CONSTANT_Dynamic:
            bad += cp_a(cp, i) >= cls->n_bootstrap;
            bad += !desc_valid_field(cp_nat_desc(cp, i), sym_len(cp_nat_desc(cp, i)));
            break;
        case CONSTANT_InvokeDynamic:
            bad += cp_a(cp, i) >= cls->n_bootstrap;
            sink += (size_t)desc_arg_slots(cp_nat_desc(cp, i)) + (size_t)desc_arg_count(cp_nat_desc(cp, i));
            break;
        default:
            break;
        }
    }
    for (uint16_t i = 0; i < cls->n_bootstrap; i++) {
        const BootstrapMethod *b = &cls->bootstrap[i];
        bad += cp->tags[b->method_ref] != CONSTANT_MethodHandle;
        for (uint16_t k = 0; k < b->n_args; k++)
            bad += b->args[k] == 0 || b->args[k] >= cp->count;
    }
    for (uint16_t i = 0; i < cls->n_methods; i++) {
        const Method *m = &cls->methods[i];
        bad += m->cls != cls || m->slot != i;
        if (m->code) {
            bad += m->code_len == 0;
            sink += m->code[m->code_len - 1];
            for (uint16_t h = 0; h < m->n_handlers; h++) {
                const ExHandler *x = &m->handlers[h];
                bad += x->start >= x->end || x->end > m->code_len || x->handler >= m->code_len;
                if (x->catch_type)
                    sink += strlen(cp_class_name(cp, x->catch_type));
            }
            for (uint16_t l = 0; l < m->n_lines; l++)
                bad += m->lines[l].pc >= m->code_len;
        }
        for (uint16_t e = 0; e < m->n_exceptions; e++)
            sink += strlen(cp_class_name(cp, m->exceptions[e]));
        sink += (size_t)desc_arg_slots(m->desc) + (size_t)desc_arg_count(m->desc);
    }
    for (uint16_t i = 0; i < cls->n_fields; i++) {
        const Field *f = &cls->fields[i];
        bad += f->const_idx >= cp->count;
        sink += (size_t)desc_type_size((char)f->type);
    }
    for (uint16_t i = 0; i < cls->n_inner; i++) {
        const InnerClassInfo *ic = &cls->inner[i];
        sink += strlen(cp_class_name(cp, ic->inner));
        if (ic->outer)
            sink += strlen(cp_class_name(cp, ic->outer));
    }
    for (uint16_t i = 0; i < cls->n_interfaces; i++)
        sink += strlen(cls->interface_names[i]);
    if (cls->nest_host)
        sink += strlen(cp_class_name(cp, cls->nest_host));
    for (uint16_t i = 0; i < cls->n_nest_members; i++)
        sink += strlen(cp_class_name(cp, cls->nest_members[i]));
    for (uint16_t i = 0; i < cls->n_permitted; i++)
        sink += strlen(cp_class_name(cp, cls->permitted[i]));
    if (cls->enclosing_method)
        sink += strlen(cp_utf8(cp, cp_a(cp, cls->enclosing_method)));
    return bad + (sink == (size_t)-1);
}

static void test_object(void)
{
    Class *cls = parse_image_class("java.base", "java/lang/Object");
    if (!cls)
        return;
    CHECK(cls->name == S.java_lang_Object);
    CHECK(cls->super_name == NULL);
    CHECK(strcmp(cls->pkg, "java/lang") == 0);
    CHECK(cls->major == 61 && cls->minor == 0);
    CHECK(cls->access == (ACC_PUBLIC | ACC_SUPER));
    CHECK(cls->n_fields == 0 && cls->n_interfaces == 0);
    CHECK(cls->n_methods == 12);
    CHECK(cls->source_file && strcmp(cls->source_file, "Object.java") == 0);
    CHECK(cls->state == CLS_LOADED && cls->kind == CK_INSTANCE);

    Method *init = cf_find_method(cls, S.init, S.V_V);
    CHECK(init && init->code && init->code_len == 1 && init->code[0] == 0xb1); /* return */
    CHECK(init && init->arg_slots == 1 && init->max_locals == 1);
    CHECK(init && init->n_lines == 1 && cf_line_of(init, 0) > 0);

    Method *hash = cf_find_method(cls, sym_c("hashCode"), sym_c("()I"));
    CHECK(hash && (hash->access & ACC_NATIVE) && !hash->code && hash->ret == 'I');
    CHECK(hash && cf_line_of(hash, 0) == -1);

    Method *eq = cf_find_method(cls, sym_c("equals"), sym_c("(Ljava/lang/Object;)Z"));
    CHECK(eq && eq->arg_slots == 2 && eq->n_args == 1 && eq->ret == 'Z' && eq->code);

    Method *w = cf_find_method(cls, sym_c("wait"), sym_c("(JI)V"));
    CHECK(w && w->arg_slots == 4 && w->n_args == 2 && w->ret == 'V');
    CHECK(w && w->n_exceptions == 1 &&
          strcmp(cp_class_name(&cls->cp, w->exceptions[0]), "java/lang/InterruptedException") == 0);
    CHECK(w && w->n_lines > 3);
    if (w && w->n_lines) {
        /* Each recorded pc maps to its own line. */
        int ok = 0;
        for (uint16_t i = 0; i < w->n_lines; i++)
            ok += cf_line_of(w, w->lines[i].pc) >= 0;
        CHECK(ok == w->n_lines);
    }

    Method *gc = cf_find_method(cls, sym_c("getClass"), sym_c("()Ljava/lang/Class;"));
    CHECK(gc && (gc->access & ACC_FINAL) && gc->ret == 'L');
    CHECK(gc && gc->signature && strcmp(gc->signature, "()Ljava/lang/Class<*>;") == 0);
    CHECK(cf_find_method(cls, sym_c("getClass"), sym_c("()V")) == NULL);
    CHECK(check_invariants(cls) == 0);
    cf_free(cls);
}

static void test_string(void)
{
    Class *cls = parse_image_class("java.base", "java/lang/String");
    if (!cls)
        return;
    CHECK(cls->name == S.java_lang_String);
    CHECK(cls->super_name == S.java_lang_Object);
    CHECK(cls->access & ACC_FINAL);
    CHECK(cls->n_interfaces == 5);
    bool serial = false, comparable = false;
    for (uint16_t i = 0; i < cls->n_interfaces; i++) {
        serial |= cls->interface_names[i] == S.java_io_Serializable;
        comparable |= strcmp(cls->interface_names[i], "java/lang/Comparable") == 0;
    }
    CHECK(serial && comparable);
    CHECK(cls->signature && strstr(cls->signature, "Ljava/lang/Comparable<Ljava/lang/String;>;"));
    CHECK(cls->n_bootstrap > 0);
    CHECK(cls->n_nest_members > 0);
    CHECK(cls->n_inner > 0);
    CHECK(cf_find_method(cls, S.clinit, S.V_V) != NULL);
    Field *value = cf_find_field(cls, sym_c("value"), sym_c("[B"));
    CHECK(value && value->type == 'L' && (value->access & ACC_FINAL));
    Field *coder = cf_find_field(cls, sym_c("coder"), sym_c("B"));
    CHECK(coder && coder->type == 'B');
    Field *svuid = cf_find_field(cls, sym_c("serialVersionUID"), sym_c("J"));
    CHECK(svuid && svuid->const_idx && cls->cp.tags[svuid->const_idx] == CONSTANT_Long);
    CHECK(svuid && cls->cp.raw[svuid->const_idx] == (uint64_t)-6849794470754667710LL);

    /* Exception tables: at least one method has handlers, and they are well formed. */
    int with_handlers = 0, typed = 0;
    for (uint16_t i = 0; i < cls->n_methods; i++) {
        Method *m = &cls->methods[i];
        if (m->n_handlers)
            with_handlers++;
        for (uint16_t h = 0; h < m->n_handlers; h++)
            typed += m->handlers[h].catch_type != 0;
    }
    CHECK(with_handlers > 0 && typed > 0);
    Method *m = cf_find_method(cls, sym_c("getBytes"), sym_c("(Ljava/lang/String;)[B"));
    CHECK(m && m->n_exceptions == 1 && m->ret == 'L');
    CHECK(check_invariants(cls) == 0);
    cf_free(cls);
}

static void test_attributes(void)
{
    /* NestMembers and NestHost. */
    Class *hm = parse_image_class("java.base", "java/util/HashMap");
    if (hm) {
        CHECK(hm->n_nest_members > 5);
        CHECK(has_class_entry(hm, hm->nest_members, hm->n_nest_members, "java/util/HashMap$Node"));
        CHECK(hm->nest_host == 0);
        CHECK(hm->signature && strncmp(hm->signature, "<K:Ljava/lang/Object;V:Ljava/lang/Object;>", 42) == 0);
        bool node = false;
        for (uint16_t i = 0; i < hm->n_inner; i++)
            node |= strcmp(cp_class_name(&hm->cp, hm->inner[i].inner), "java/util/HashMap$Node") == 0 &&
                    hm->inner[i].outer && strcmp(cp_class_name(&hm->cp, hm->inner[i].outer), "java/util/HashMap") == 0 &&
                    hm->inner[i].name && strcmp(cp_utf8(&hm->cp, hm->inner[i].name), "Node") == 0 &&
                    (hm->inner[i].access & ACC_STATIC);
        CHECK(node);
        CHECK(check_invariants(hm) == 0);
        cf_free(hm);
    }
    Class *node = parse_image_class("java.base", "java/util/HashMap$Node");
    if (node) {
        CHECK(node->nest_host && strcmp(cp_class_name(&node->cp, node->nest_host), "java/util/HashMap") == 0);
        CHECK(node->n_nest_members == 0);
        CHECK(strcmp(node->pkg, "java/util") == 0);
        cf_free(node);
    }

    /* Record. */
    Class *rec = parse_image_class("java.base", "sun/nio/ch/IOUtil$Releaser");
    if (rec) {
        CHECK(rec->super_name == S.java_lang_Record);
        CHECK(rec->record != NULL && (rec->cflags & CF_RECORD));
        CHECK(rec->n_record == 1);
        CHECK(rec->n_record == 1 && strcmp(rec->record[0].name, "handle") == 0 &&
              rec->record[0].desc[0] == 'L');
        CHECK(rec->n_bootstrap > 0); /* ObjectMethods bootstrap for toString/equals/hashCode */
        CHECK(check_invariants(rec) == 0);
        cf_free(rec);
    }
    Class *plain = parse_image_class("java.base", "java/util/ArrayList");
    if (plain) {
        CHECK(plain->record == NULL && !(plain->cflags & CF_RECORD));
        CHECK(plain->n_permitted == 0);
        cf_free(plain);
    }

    /* PermittedSubclasses (sealed interface). */
    Class *cd = parse_image_class("java.base", "java/lang/constant/ConstantDesc");
    if (cd) {
        CHECK(cd->access & ACC_INTERFACE);
        CHECK(cd->n_permitted == 9);
        CHECK(has_class_entry(cd, cd->permitted, cd->n_permitted, "java/lang/String"));
        CHECK(has_class_entry(cd, cd->permitted, cd->n_permitted, "java/lang/constant/ClassDesc"));
        CHECK(check_invariants(cd) == 0);
        cf_free(cd);
    }

    /* EnclosingMethod (an anonymous class in BufferedReader.lines()). */
    Class *anon = parse_image_class("java.base", "java/io/BufferedReader$1");
    if (anon) {
        CHECK(anon->enclosing_class &&
              strcmp(cp_class_name(&anon->cp, anon->enclosing_class), "java/io/BufferedReader") == 0);
        CHECK(anon->enclosing_method && strcmp(cp_utf8(&anon->cp, cp_a(&anon->cp, anon->enclosing_method)), "lines") == 0);
        CHECK(anon->nest_host != 0);
        cf_free(anon);
    }

    /* Annotations the parser acts on. */
    Class *c = parse_image_class("java.base", "java/lang/Class");
    if (c) {
        Method *fn = cf_find_method(c, sym_c("forName"), sym_c("(Ljava/lang/String;)Ljava/lang/Class;"));
        CHECK(fn && (fn->mflags & MF_CALLER_SENSITIVE));
        Method *gn = cf_find_method(c, sym_c("getName"), sym_c("()Ljava/lang/String;"));
        CHECK(gn && !(gn->mflags & MF_CALLER_SENSITIVE));
        cf_free(c);
    }
    Class *mh = parse_image_class("java.base", "java/lang/invoke/MethodHandle");
    if (mh) {
        Method *ie = cf_find_method(mh, sym_c("invokeExact"), sym_c("([Ljava/lang/Object;)Ljava/lang/Object;"));
        CHECK(ie && (ie->mflags & MF_SIGPOLY) && (ie->access & ACC_NATIVE) && (ie->access & ACC_VARARGS));
        cf_free(mh);
    }
    Class *in = parse_image_class("java.base", "java/lang/Integer");
    if (in) {
        CHECK(in->cflags & CF_VALUE_BASED);
        cf_free(in);
    }

    /* An interface with a default method; an enum; a class in another module. */
    Class *it = parse_image_class("java.base", "java/lang/Iterable");
    if (it) {
        CHECK((it->access & (ACC_INTERFACE | ACC_ABSTRACT)) == (ACC_INTERFACE | ACC_ABSTRACT));
        Method *fe = cf_find_method(it, sym_c("forEach"), sym_c("(Ljava/util/function/Consumer;)V"));
        CHECK(fe && fe->code && !(fe->access & ACC_ABSTRACT));
        Method *iter = cf_find_method(it, sym_c("iterator"), sym_c("()Ljava/util/Iterator;"));
        CHECK(iter && (iter->access & ACC_ABSTRACT) && !iter->code);
        cf_free(it);
    }
    Class *en = parse_image_class("java.base", "java/lang/Thread$State");
    if (en) {
        CHECK((en->access & ACC_ENUM) && en->super_name == S.java_lang_Enum);
        cf_free(en);
    }
    Class *lg = parse_image_class("java.logging", "java/util/logging/Logger");
    if (lg) {
        CHECK(strcmp(lg->name, "java/util/logging/Logger") == 0);
        CHECK(check_invariants(lg) == 0);
        cf_free(lg);
    }

    /* module-info is not a class. */
    size_t len;
    uint8_t *mi = image_class("java.base", "module-info", &len);
    if (mi) {
        CfError err;
        CHECK(cf_parse(mi, len, NULL, &err) == NULL && err.kind == CFE_NO_CLASS_DEF);
        free(mi);
    }
}

/* javap's "interfaces: I, fields: F, methods: M, attributes: A" per class. */
static void test_against_javap(void)
{
    static const char *const classes[][2] = {
        {"java.base", "java/lang/Object"},       {"java.base", "java/lang/String"},
        {"java.base", "java/util/HashMap"},      {"java.base", "java/util/HashMap$Node"},
        {"java.base", "sun/nio/ch/IOUtil$Releaser"}, {"java.base", "java/lang/constant/ConstantDesc"},
        {"java.base", "java/io/BufferedReader$1"}, {"java.base", "java/lang/Thread"},
        {"java.logging", "java/util/logging/Logger"}, {"jdk.compiler", "com/sun/tools/javac/main/Main"},
    };
    enum { N = sizeof classes / sizeof classes[0] };
    char cmd[16384];
    int off = snprintf(cmd, sizeof cmd, "'%s/bin/javap' -v", java_home);
    for (int i = 0; i < N; i++) {
        off += snprintf(cmd + off, sizeof cmd - (size_t)off, " '");
        for (const char *s = classes[i][1]; *s; s++)
            cmd[off++] = *s == '/' ? '.' : *s;
        off += snprintf(cmd + off, sizeof cmd - (size_t)off, "'");
    }
    snprintf(cmd + off, sizeof cmd - (size_t)off, " 2>/dev/null | grep -E '^  (major version|interfaces):'");
    char javap[4200];
    snprintf(javap, sizeof javap, "%s/bin/javap", java_home);
    FILE *f = fopen(javap, "r");
    if (!f) {
        printf("unit classfile: %s not found, javap cross-check not run\n", javap);
        return;
    }
    fclose(f);
    FILE *p = popen(cmd, "r");
    if (!p) {
        CHECK(!"popen javap");
        return;
    }
    char line[512];
    int i = 0, major = 0;
    while (fgets(line, sizeof line, p) && i < N) {
        unsigned ni, nf, nm, na;
        if (sscanf(line, "  major version: %d", &major) == 1)
            continue;
        if (sscanf(line, "  interfaces: %u, fields: %u, methods: %u, attributes: %u", &ni, &nf, &nm, &na) != 4)
            continue;
        Class *cls = parse_image_class(classes[i][0], classes[i][1]);
        if (cls) {
            CHECK_MSG(cls->n_interfaces == ni && cls->n_fields == nf && cls->n_methods == nm &&
                          cls->major == major,
                      "%s: parsed %u/%u/%u v%u, javap says %u/%u/%u v%d", classes[i][1], cls->n_interfaces,
                      cls->n_fields, cls->n_methods, cls->major, ni, nf, nm, major);
            cf_free(cls);
        }
        i++;
    }
    pclose(p);
    CHECK_MSG(i == N, "javap reported %d of %d classes", i, N);
}

/* Every class in the image parses and keeps the invariants. */
typedef struct Sweep {
    int classes, failed, bad, module_infos;
} Sweep;

static bool sweep_one(const char *name, void *arg)
{
    Sweep *sw = arg;
    size_t nl = strlen(name);
    if (name[0] != '/' || nl < 7 || strcmp(name + nl - 6, ".class") != 0 || strncmp(name, "/modules/", 9) == 0)
        return true;
    const char *slash = strchr(name + 1, '/');
    if (!slash || slash - name > 200)
        return true;
    char module[256];
    memcpy(module, name + 1, (size_t)(slash - name - 1));
    module[slash - name - 1] = 0;
    size_t len;
    const uint8_t *p = jimage_find(img, module, slash + 1, &len, NULL);
    if (!p)
        return true;
    sw->classes++;
    CfError err;
    Class *cls = cf_parse(p, len, NULL, &err);
    if (!cls) {
        if (strcmp(slash + 1, "module-info.class") == 0 && err.kind == CFE_NO_CLASS_DEF) {
            sw->module_infos++;
        } else if (sw->failed++ < 10) {
            fprintf(stderr, "%s: %s\n", name, err.msg);
        }
        return true;
    }
    int bad = check_invariants(cls);
    if (bad && sw->bad++ < 10)
        fprintf(stderr, "%s: %d broken invariants\n", name, bad);
    cf_free(cls);
    return true;
}

static void test_whole_image(void)
{
    Sweep sw = {0, 0, 0, 0};
    jimage_each_resource(img, sweep_one, &sw);
    CHECK_MSG(sw.classes > 20000, "%d classes", sw.classes);
    CHECK_MSG(sw.failed == 0, "%d of %d classes failed to parse", sw.failed, sw.classes);
    CHECK(sw.bad == 0);
    CHECK(sw.module_infos > 50);
}

/* Every proper prefix of a class fails with ClassFormatError. */
static void truncations(const char *module, const char *name, size_t stride)
{
    size_t len;
    uint8_t *full = image_class(module, name, &len);
    if (!full)
        return;
    int wrong = 0, accepted = 0;
    for (size_t n = 0; n < len; n += (n < 64 ? 1 : stride)) {
        uint8_t *buf = xmalloc(n);
        memcpy(buf, full, n);
        CfError err;
        Class *cls = cf_parse(buf, n, NULL, &err);
        if (cls) {
            accepted++;
            cf_free(cls);
        } else if (err.kind != CFE_FORMAT || !err.msg[0]) {
            if (wrong++ < 5)
                fprintf(stderr, "%s truncated to %zu: kind %d %s\n", name, n, err.kind, err.msg);
        }
        free(buf);
    }
    CHECK_MSG(accepted == 0, "%s: %d truncations accepted", name, accepted);
    CHECK_MSG(wrong == 0, "%s: %d truncations with the wrong error", name, wrong);
    CfError err;
    Class *cls = cf_parse(full, len, NULL, &err);
    CHECK(cls != NULL);
    cf_free(cls);
    free(full);
}

static uint32_t rng_state = 2024;
static uint32_t rng(void)
{
    rng_state = rng_state * 1103515245u + 12345u;
    return rng_state >> 8;
}

/* Random damage: 1 to 4 bytes replaced, or a byte run zeroed; no crash, and any
 * class accepted keeps the invariants. */
static int fuzz_scale = 1; /* RIVET_FUZZ=N runs N times the mutations */

static void mutations(const char *module, const char *name, int rounds)
{
    rounds *= fuzz_scale;
    size_t len;
    uint8_t *full = image_class(module, name, &len);
    if (!full)
        return;
    int accepted = 0, bad = 0, unknown_kind = 0;
    uint8_t *buf = xmalloc(len);
    for (int r = 0; r < rounds; r++) {
        memcpy(buf, full, len);
        if (r % 5 == 4) {
            size_t at = rng() % len, n = 1 + rng() % 16;
            memset(buf + at, r % 2 ? 0xFF : 0, at + n <= len ? n : len - at);
        } else {
            int flips = 1 + r % 4;
            for (int k = 0; k < flips; k++)
                buf[rng() % len] = (uint8_t)rng();
        }
        CfError err;
        Class *cls = cf_parse(buf, len, NULL, &err);
        if (cls) {
            accepted++;
            bad += check_invariants(cls) != 0;
            cf_free(cls);
        } else if (err.kind == CFE_NONE || !err.msg[0]) {
            unknown_kind++;
        }
    }
    free(buf);
    free(full);
    CHECK_MSG(bad == 0, "%s: %d accepted mutants break invariants", name, bad);
    CHECK_MSG(unknown_kind == 0, "%s: %d failures without an error", name, unknown_kind);
    CHECK_MSG(accepted > 0 && accepted < rounds, "%s: %d of %d mutants accepted", name, accepted, rounds);
}

/* ---- Hand-made class files ---- */

typedef struct Cb {
    Buf cp, body;
    uint16_t count; /* next constant pool index */
} Cb;

static void put_u1(Buf *b, unsigned v) { buf_putc(b, (char)v); }
static void put_u2(Buf *b, unsigned v) { put_u1(b, v >> 8 & 0xFF), put_u1(b, v & 0xFF); }
static void put_u4(Buf *b, uint32_t v) { put_u2(b, v >> 16), put_u2(b, v & 0xFFFF); }

static uint16_t cb_utf8_raw(Cb *c, const void *s, size_t n)
{
    put_u1(&c->cp, CONSTANT_Utf8);
    put_u2(&c->cp, (unsigned)n);
    buf_put(&c->cp, s, n);
    return c->count++;
}
static uint16_t cb_utf8(Cb *c, const char *s) { return cb_utf8_raw(c, s, strlen(s)); }
static uint16_t cb_ref1(Cb *c, uint8_t tag, uint16_t a)
{
    put_u1(&c->cp, tag);
    put_u2(&c->cp, a);
    return c->count++;
}
static uint16_t cb_ref2(Cb *c, uint8_t tag, uint16_t a, uint16_t b)
{
    put_u1(&c->cp, tag);
    put_u2(&c->cp, a);
    put_u2(&c->cp, b);
    return c->count++;
}
static uint16_t cb_class(Cb *c, const char *name) { return cb_ref1(c, CONSTANT_Class, cb_utf8(c, name)); }
static uint16_t cb_nat(Cb *c, const char *name, const char *desc)
{
    uint16_t n = cb_utf8(c, name);
    return cb_ref2(c, CONSTANT_NameAndType, n, cb_utf8(c, desc));
}

/* What to vary in the class built by make_class. */
typedef struct Knobs {
    uint16_t major, minor;
    uint16_t access;      /* 0: public super */
    int this_idx;         /* 0: the class's own entry */
    const char *utf8;     /* an extra Utf8 entry with these raw bytes */
    size_t utf8_len;
    bool utf8_as_name;    /* use that entry as the field name */
    bool dup_method, dup_field;
    int indy;             /* 1: an InvokeDynamic entry */
    int bsm_attr;         /* number of BootstrapMethods entries written */
    int indy_bsm;         /* the InvokeDynamic's bootstrap index */
    const char *indy_desc; /* NULL: ()Ljava/lang/Runnable; */
    const char *class_name; /* NULL: T */
    bool long_at_end;
    bool extra_byte;
    bool bad_handler;
    bool zero_code;
    const char *method_desc; /* NULL: ()V */
    bool instance_m;         /* m is an instance method */
    bool string_as_class; /* the super_class index points at a String entry */
} Knobs;

static uint8_t *make_class(const Knobs *k, size_t *len)
{
    Cb c = {{0}, {0}, 1};
    uint16_t this_cls = cb_class(&c, "T");
    if (k->class_name)
        cb_class(&c, k->class_name); /* an extra Class entry */
    uint16_t obj = cb_class(&c, "java/lang/Object");
    uint16_t init_ref = cb_ref2(&c, CONSTANT_Methodref, obj, cb_nat(&c, "<init>", "()V"));
    uint16_t init_n = cb_utf8(&c, "<init>"), v_v = cb_utf8(&c, "()V");
    uint16_t code = cb_utf8(&c, "Code");
    uint16_t f_n = cb_utf8(&c, "f"), i_d = cb_utf8(&c, "I");
    uint16_t m_n = cb_utf8(&c, "m"), m_d = cb_utf8(&c, k->method_desc ? k->method_desc : "()V");
    uint16_t str = cb_ref1(&c, CONSTANT_String, f_n);
    uint16_t bsms = cb_utf8(&c, "BootstrapMethods");
    uint16_t mh = 0;
    if (k->indy || k->bsm_attr) {
        uint16_t bsm = cb_ref2(&c, CONSTANT_Methodref, this_cls,
                               cb_nat(&c, "bsm",
                                      "(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
                                      "Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;"));
        mh = c.count++;
        put_u1(&c.cp, CONSTANT_MethodHandle);
        put_u1(&c.cp, REF_invokeStatic);
        put_u2(&c.cp, bsm);
    }
    if (k->indy)
        cb_ref2(&c, CONSTANT_InvokeDynamic, (uint16_t)k->indy_bsm, cb_nat(&c, "run", k->indy_desc ? k->indy_desc : "()Ljava/lang/Runnable;"));
    uint16_t extra = 0;
    if (k->utf8)
        extra = cb_utf8_raw(&c, k->utf8, k->utf8_len);
    if (k->long_at_end) {
        put_u1(&c.cp, CONSTANT_Long);
        put_u4(&c.cp, 1);
        put_u4(&c.cp, 2);
        c.count++; /* the entry, but not its second slot */
    }

    Buf *b = &c.body;
    put_u2(b, k->access ? k->access : ACC_PUBLIC | ACC_SUPER);
    put_u2(b, k->this_idx ? (unsigned)k->this_idx : this_cls);
    put_u2(b, k->string_as_class ? str : obj);
    put_u2(b, 0); /* interfaces */
    int nf = k->dup_field ? 2 : 1;
    put_u2(b, (unsigned)nf);
    for (int i = 0; i < nf; i++) {
        put_u2(b, ACC_PRIVATE);
        put_u2(b, k->utf8_as_name ? extra : f_n);
        put_u2(b, i_d);
        put_u2(b, 0);
    }
    int nm = k->dup_method ? 3 : 2;
    put_u2(b, (unsigned)nm);
    /* public <init>()V { aload_0; invokespecial Object.<init>; return } */
    put_u2(b, ACC_PUBLIC);
    put_u2(b, init_n);
    put_u2(b, v_v);
    put_u2(b, 1);
    put_u2(b, code);
    put_u4(b, 12 + 5 + (k->bad_handler ? 8 : 0));
    put_u2(b, 1);
    put_u2(b, 1);
    put_u4(b, 5);
    put_u1(b, 0x2a), put_u1(b, 0xb7), put_u2(b, init_ref), put_u1(b, 0xb1);
    put_u2(b, k->bad_handler ? 1 : 0);
    if (k->bad_handler)
        put_u2(b, 4), put_u2(b, 2), put_u2(b, 0), put_u2(b, 0); /* start after end */
    put_u2(b, 0);
    for (int i = 1; i < nm; i++) {
        /* static m()V { return } */
        put_u2(b, k->instance_m ? 0 : ACC_STATIC);
        put_u2(b, m_n);
        put_u2(b, m_d);
        put_u2(b, 1);
        put_u2(b, code);
        put_u4(b, 12 + (k->zero_code ? 0 : 1));
        put_u2(b, 0);
        put_u2(b, 300);
        put_u4(b, k->zero_code ? 0 : 1);
        if (!k->zero_code)
            put_u1(b, 0xb1);
        put_u2(b, 0);
        put_u2(b, 0);
    }
    put_u2(b, k->bsm_attr ? 1 : 0);
    if (k->bsm_attr) {
        put_u2(b, bsms);
        put_u4(b, 2 + 4 * (uint32_t)k->bsm_attr);
        put_u2(b, (unsigned)k->bsm_attr);
        for (int i = 0; i < k->bsm_attr; i++)
            put_u2(b, mh), put_u2(b, 0);
    }
    if (k->extra_byte)
        put_u1(b, 0);

    Buf out = {0};
    put_u4(&out, 0xCAFEBABE);
    put_u2(&out, k->minor);
    put_u2(&out, k->major ? k->major : 61);
    put_u2(&out, c.count);
    buf_put(&out, c.cp.data, c.cp.len);
    buf_put(&out, c.body.data, c.body.len);
    buf_free(&c.cp);
    buf_free(&c.body);
    /* An exact-size copy for ASan. */
    uint8_t *res = xmalloc(out.len);
    memcpy(res, out.data, out.len);
    *len = out.len;
    buf_free(&out);
    return res;
}

/* Builds with the knobs and checks the outcome: kind CFE_NONE means success. */
static void expect(const Knobs *k, CfErrorKind kind, const char *msg_part, int line)
{
    size_t len;
    uint8_t *buf = make_class(k, &len);
    CfError err;
    Class *cls = cf_parse(buf, len, NULL, &err);
    if (kind == CFE_NONE) {
        CHECK_MSG(cls != NULL, "line %d: expected success, got %s", line, err.msg);
        if (cls)
            CHECK_MSG(check_invariants(cls) == 0, "line %d: invariants", line);
    } else {
        CHECK_MSG(cls == NULL && err.kind == kind && (!msg_part || strstr(err.msg, msg_part)),
                  "line %d: expected kind %d \"%s\", got %s kind %d \"%s\"", line, kind,
                  msg_part ? msg_part : "", cls ? "success" : "failure", err.kind, err.msg);
    }
    cf_free(cls);
    free(buf);
}

static void test_handmade(void)
{
    expect(&(Knobs){0}, CFE_NONE, NULL, __LINE__);
    {
        size_t len;
        uint8_t *buf = make_class(&(Knobs){0}, &len);
        CfError err;
        Class *cls = cf_parse(buf, len, NULL, &err);
        CHECK(cls && strcmp(cls->name, "T") == 0 && cls->pkg[0] == 0 && cls->n_methods == 2 &&
              cls->n_fields == 1);
        cf_free(cls);
        /* Bad magic. */
        buf[0] = 0xCB;
        cls = cf_parse(buf, len, NULL, &err);
        CHECK(!cls && err.kind == CFE_FORMAT && strstr(err.msg, "magic"));
        free(buf);
    }
    /* Versions. */
    expect(&(Knobs){.major = 62}, CFE_VERSION, "62", __LINE__);
    expect(&(Knobs){.major = 44}, CFE_VERSION, NULL, __LINE__);
    expect(&(Knobs){.major = 61, .minor = 0xFFFF}, CFE_VERSION, "Preview", __LINE__);
    expect(&(Knobs){.major = 61, .minor = 3}, CFE_VERSION, NULL, __LINE__);
    expect(&(Knobs){.major = 50, .minor = 3}, CFE_NONE, NULL, __LINE__);
    expect(&(Knobs){.major = 45}, CFE_NONE, NULL, __LINE__);
    /* Constant pool indices. */
    expect(&(Knobs){.this_idx = 999}, CFE_FORMAT, "constant pool index", __LINE__);
    expect(&(Knobs){.this_idx = 1}, CFE_FORMAT, "constant pool index", __LINE__); /* a Utf8, not a Class */
    expect(&(Knobs){.string_as_class = true}, CFE_FORMAT, "constant pool index", __LINE__);
    expect(&(Knobs){.long_at_end = true}, CFE_FORMAT, "long or double", __LINE__);
    /* Modified UTF-8. */
    expect(&(Knobs){.utf8 = "ok\xc3\xa9", .utf8_len = 4}, CFE_NONE, NULL, __LINE__);
    expect(&(Knobs){.utf8 = "\xc0\x80", .utf8_len = 2}, CFE_NONE, NULL, __LINE__); /* encoded NUL */
    expect(&(Knobs){.utf8 = "a\0b", .utf8_len = 3}, CFE_FORMAT, "UTF8", __LINE__);
    expect(&(Knobs){.utf8 = "a\xc3", .utf8_len = 2}, CFE_FORMAT, "UTF8", __LINE__);
    expect(&(Knobs){.utf8 = "\xe2\x82", .utf8_len = 2}, CFE_FORMAT, "UTF8", __LINE__);
    expect(&(Knobs){.utf8 = "\xf0\x9f\x98\x80", .utf8_len = 4}, CFE_FORMAT, "UTF8", __LINE__);
    expect(&(Knobs){.utf8 = "\x80", .utf8_len = 1}, CFE_FORMAT, "UTF8", __LINE__);
    expect(&(Knobs){.utf8 = "", .utf8_len = 0, .utf8_as_name = true}, CFE_FORMAT, "field name", __LINE__);
    /* Members. */
    expect(&(Knobs){.dup_method = true}, CFE_FORMAT, "Duplicate method", __LINE__);
    expect(&(Knobs){.dup_field = true}, CFE_FORMAT, "Duplicate field", __LINE__);
    expect(&(Knobs){.method_desc = "(V)V"}, CFE_FORMAT, "signature", __LINE__);
    expect(&(Knobs){.method_desc = "()"}, CFE_FORMAT, "signature", __LINE__);
    expect(&(Knobs){.method_desc = "(Ljava/lang/String)V"}, CFE_FORMAT, "signature", __LINE__);
    expect(&(Knobs){.method_desc = "([[I)J"}, CFE_NONE, NULL, __LINE__);
    {
        /* 255 parameter slots: the limit, which counts this for instance methods. */
        char d[300] = "(";
        memset(d + 1, 'I', 255);
        strcpy(d + 256, ")V");
        expect(&(Knobs){.method_desc = d}, CFE_NONE, NULL, __LINE__);
        expect(&(Knobs){.method_desc = d, .instance_m = true}, CFE_FORMAT, "Too many arguments", __LINE__);
        strcpy(d + 255, ")V");
        expect(&(Knobs){.method_desc = d, .instance_m = true}, CFE_NONE, NULL, __LINE__);
        memset(d + 1, 'J', 128);
        strcpy(d + 129, ")V");
        expect(&(Knobs){.method_desc = d}, CFE_FORMAT, "signature", __LINE__); /* 256 slots */
    }
    expect(&(Knobs){.zero_code = true}, CFE_FORMAT, "Code length", __LINE__);
    expect(&(Knobs){.bad_handler = true}, CFE_FORMAT, "exception table", __LINE__);
    expect(&(Knobs){.extra_byte = true}, CFE_FORMAT, "Extra bytes", __LINE__);
    expect(&(Knobs){.access = ACC_INTERFACE | ACC_FINAL}, CFE_FORMAT, "modifiers", __LINE__);
    expect(&(Knobs){.access = ACC_MODULE}, CFE_NO_CLASS_DEF, NULL, __LINE__);
    /* Bootstrap methods: an InvokeDynamic needs a BootstrapMethods entry to refer to. */
    expect(&(Knobs){.indy = 1, .bsm_attr = 1, .indy_bsm = 0}, CFE_NONE, NULL, __LINE__);
    expect(&(Knobs){.indy = 1, .bsm_attr = 2, .indy_bsm = 1}, CFE_NONE, NULL, __LINE__);
    expect(&(Knobs){.indy = 1, .bsm_attr = 1, .indy_bsm = 1}, CFE_FORMAT, "BootstrapMethods", __LINE__);
    expect(&(Knobs){.indy = 1, .bsm_attr = 0, .indy_bsm = 0}, CFE_FORMAT, "BootstrapMethods", __LINE__);
    /* Descriptors the interpreter will walk must be well formed. */
    expect(&(Knobs){.indy = 1, .bsm_attr = 1, .indy_desc = "abc"}, CFE_FORMAT, "illegal signature", __LINE__);
    expect(&(Knobs){.indy = 1, .bsm_attr = 1, .indy_desc = "(I"}, CFE_FORMAT, "illegal signature", __LINE__);
    expect(&(Knobs){.indy = 1, .bsm_attr = 1, .indy_desc = "(IJ)[Ljava/lang/Object;"}, CFE_NONE, NULL, __LINE__);
    /* Class entries: internal names or array descriptors. */
    expect(&(Knobs){.class_name = "java/util/List"}, CFE_NONE, NULL, __LINE__);
    expect(&(Knobs){.class_name = "[Ljava/lang/String;"}, CFE_NONE, NULL, __LINE__);
    expect(&(Knobs){.class_name = "[[I"}, CFE_NONE, NULL, __LINE__);
    expect(&(Knobs){.class_name = ""}, CFE_FORMAT, "class name", __LINE__);
    expect(&(Knobs){.class_name = "["}, CFE_FORMAT, "class name", __LINE__);
    expect(&(Knobs){.class_name = "[Lfoo"}, CFE_FORMAT, "class name", __LINE__);
    expect(&(Knobs){.class_name = "java//List"}, CFE_FORMAT, "class name", __LINE__);
    expect(&(Knobs){.class_name = "java.util.List"}, CFE_FORMAT, "class name", __LINE__);
    /* Not a class file at all. */
    CfError err;
    CHECK(cf_parse((const uint8_t *)"", 0, NULL, &err) == NULL && err.kind == CFE_FORMAT);
}

int main(void)
{
    unit_name = "classfile";
    const char *home = getenv("JAVA_HOME");
    snprintf(java_home, sizeof java_home, "%s", home && home[0] ? home : "/usr/lib/jvm/java-17-openjdk-amd64");
    char path[4200], err[512];
    snprintf(path, sizeof path, "%s/lib/modules", java_home);
    const char *fz = getenv("RIVET_FUZZ");
    if (fz && atoi(fz) > 1)
        fuzz_scale = atoi(fz);
    sym_init();
    test_handmade();
    img = jimage_open(path, err, sizeof err);
    CHECK_MSG(img != NULL, "%s", err);
    if (img) {
        test_object();
        test_string();
        test_attributes();
        test_against_javap();
        test_whole_image();
        truncations("java.base", "java/lang/Object", 1);
        truncations("java.base", "sun/nio/ch/IOUtil$Releaser", 1);
        truncations("java.base", "java/lang/String", 3);
        truncations("java.base", "java/lang/constant/ConstantDesc", 1);
        truncations("java.base", "java/io/BufferedReader$1", 1);
        mutations("java.base", "java/lang/Object", 3000);
        mutations("java.base", "java/lang/String", 1500);
        mutations("java.base", "java/util/HashMap", 1500);
        mutations("java.base", "sun/nio/ch/IOUtil$Releaser", 2000);
        mutations("java.base", "java/lang/constant/ConstantDesc", 1500);
        mutations("java.base", "java/io/BufferedReader$1", 1500);
        mutations("java.base", "java/lang/invoke/MethodHandle", 1000);
        jimage_close(img);
    }
    return unit_report();
}

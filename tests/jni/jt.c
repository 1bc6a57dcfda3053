/* The JNI test library for tests/jni/JniTest.java (built against the JDK's jni.h). */
#include <jni.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int onload_saw;
static jobject global_box;
static jweak weak_box;
static char direct_mem[16] = "direct!";

JNIEXPORT jint JNICALL Java_JniTest_add(JNIEnv *env, jclass c, jint a, jint b) { return a + b; }

JNIEXPORT jstring JNICALL Java_JniTest_hi(JNIEnv *env, jclass c, jstring s)
{
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    char buf[128];
    snprintf(buf, sizeof buf, "hello, %s", u);
    (*env)->ReleaseStringUTFChars(env, s, u);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jlong JNICALL Java_JniTest_mix(JNIEnv *env, jclass c, jboolean z, jbyte b, jchar ch, jshort s, jint i,
                                         jlong j, jfloat f, jdouble d)
{
    return (z ? 1000000000000L : 0) + b * 1000 + ch + s + i + j + (jlong)(f * 10) + (jlong)(d * 100);
}

JNIEXPORT jdouble JNICALL Java_JniTest_sumD(JNIEnv *env, jclass c, jdouble a, jfloat b) { return a + b; }

JNIEXPORT jint JNICALL Java_JniTest_callback(JNIEnv *env, jobject self, jint x)
{
    jclass cls = (*env)->FindClass(env, "JniTest");
    jmethodID twice = (*env)->GetMethodID(env, cls, "twice", "(I)I");
    jint v = (*env)->CallIntMethod(env, self, twice, x);
    jint nv = (*env)->CallNonvirtualIntMethod(env, self, cls, twice, x);
    jvalue args[1];
    args[0].i = 1;
    jint va = (*env)->CallIntMethodA(env, self, twice, args);
    jmethodID join = (*env)->GetStaticMethodID(env, cls, "join", "(Ljava/lang/String;I)Ljava/lang/String;");
    jstring js = (*env)->CallStaticObjectMethod(env, cls, join, (*env)->NewStringUTF(env, "k"), 3);
    jmethodID ts = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Object"), "toString",
                                       "()Ljava/lang/String;");
    jstring t = (*env)->CallObjectMethod(env, self, ts);
    const char *u = (*env)->GetStringUTFChars(env, js, NULL);
    const char *w = (*env)->GetStringUTFChars(env, t, NULL);
    printf("  in C: %s %s\n", u, w);
    fflush(stdout);
    (*env)->ReleaseStringUTFChars(env, js, u);
    (*env)->ReleaseStringUTFChars(env, t, w);
    return v * 10000 + nv * 100 + va;
}

JNIEXPORT void JNICALL Java_JniTest_throwFromC(JNIEnv *env, jclass c, jstring msg)
{
    const char *u = (*env)->GetStringUTFChars(env, msg, NULL);
    jclass ise = (*env)->FindClass(env, "java/lang/IllegalStateException");
    (*env)->ThrowNew(env, ise, u);
    (*env)->ReleaseStringUTFChars(env, msg, u);
}

JNIEXPORT jstring JNICALL Java_JniTest_catchInC(JNIEnv *env, jclass c)
{
    jclass integer = (*env)->FindClass(env, "java/lang/Integer");
    jmethodID parse = (*env)->GetStaticMethodID(env, integer, "parseInt", "(Ljava/lang/String;)I");
    (*env)->CallStaticIntMethod(env, integer, parse, (*env)->NewStringUTF(env, "nope"));
    if (!(*env)->ExceptionCheck(env))
        return (*env)->NewStringUTF(env, "no exception");
    jthrowable e = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jclass nfe = (*env)->FindClass(env, "java/lang/NumberFormatException");
    char buf[64];
    snprintf(buf, sizeof buf, "NFE=%d cleared=%d", (*env)->IsInstanceOf(env, e, nfe),
             !(*env)->ExceptionCheck(env));
    /* a missing method: NoSuchMethodError, cleared */
    (*env)->GetMethodID(env, integer, "noSuchMethod", "()V");
    if ((*env)->ExceptionCheck(env)) {
        (*env)->ExceptionClear(env);
        strcat(buf, " NSME");
    }
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jint JNICALL Java_JniTest_fields(JNIEnv *env, jclass c, jobject t)
{
    jfieldID count = (*env)->GetFieldID(env, c, "count", "I");
    jfieldID big = (*env)->GetFieldID(env, c, "big", "J");
    jfieldID ratio = (*env)->GetFieldID(env, c, "ratio", "D");
    jfieldID label = (*env)->GetStaticFieldID(env, c, "label", "Ljava/lang/String;");
    jint old = (*env)->GetIntField(env, t, count);
    (*env)->SetIntField(env, t, count, old + 1);
    (*env)->SetLongField(env, t, big, (*env)->GetLongField(env, t, big) + 1);
    (*env)->SetDoubleField(env, t, ratio, (*env)->GetDoubleField(env, t, ratio) * 2);
    jstring l = (*env)->GetStaticObjectField(env, c, label);
    jint len = (*env)->GetStringLength(env, l);
    (*env)->SetStaticObjectField(env, c, label, (*env)->NewStringUTF(env, "changed"));
    return old * 100 + len;
}

JNIEXPORT void JNICALL Java_JniTest_fill(JNIEnv *env, jclass c, jintArray a, jint v)
{
    jboolean copy;
    jint *e = (*env)->GetIntArrayElements(env, a, &copy);
    jsize n = (*env)->GetArrayLength(env, a);
    for (jsize i = 0; i < n; i++)
        e[i] = v + i;
    (*env)->ReleaseIntArrayElements(env, a, e, 0);
}

/* JNI_COMMIT writes back and keeps the buffer; JNI_ABORT frees without writing. */
JNIEXPORT jint JNICALL Java_JniTest_commitAbort(JNIEnv *env, jclass c, jintArray a)
{
    jint *e = (*env)->GetIntArrayElements(env, a, NULL);
    e[0] = 100;
    (*env)->ReleaseIntArrayElements(env, a, e, JNI_COMMIT);
    e[1] = 200;
    (*env)->ReleaseIntArrayElements(env, a, e, JNI_COMMIT);
    jint *f = (*env)->GetIntArrayElements(env, a, NULL);
    f[2] = 300;
    (*env)->ReleaseIntArrayElements(env, a, f, JNI_ABORT);
    (*env)->ReleaseIntArrayElements(env, a, e, JNI_ABORT);
    return e == f ? -1 : 1; /* a copying VM: HotSpot copies too */
}

JNIEXPORT jint JNICALL Java_JniTest_regionAndCritical(JNIEnv *env, jclass c, jbyteArray b)
{
    jbyte buf[4];
    (*env)->GetByteArrayRegion(env, b, 1, 2, buf);
    jbyte put[2] = {buf[1], buf[0]};
    (*env)->SetByteArrayRegion(env, b, 1, 2, put);
    (*env)->GetByteArrayRegion(env, b, 3, 5, buf);
    int aioobe = (*env)->ExceptionCheck(env);
    (*env)->ExceptionClear(env);
    jbyte *p = (*env)->GetPrimitiveArrayCritical(env, b, NULL);
    p[3] = 99;
    (*env)->ReleasePrimitiveArrayCritical(env, b, p, 0);
    jdoubleArray d = (*env)->NewDoubleArray(env, 3);
    jdouble dv[3] = {0.5, 1.5, 2.5};
    (*env)->SetDoubleArrayRegion(env, d, 0, 3, dv);
    jdouble *de = (*env)->GetDoubleArrayElements(env, d, NULL);
    jint sum = (jint)(de[0] + de[1] + de[2]);
    (*env)->ReleaseDoubleArrayElements(env, d, de, JNI_ABORT);
    return aioobe * 1000 + sum;
}

JNIEXPORT jobjectArray JNICALL Java_JniTest_makeObjects(JNIEnv *env, jclass c, jint n)
{
    jclass box = (*env)->FindClass(env, "JniTest$Box");
    jmethodID init = (*env)->GetMethodID(env, box, "<init>", "(I)V");
    jobjectArray a = (*env)->NewObjectArray(env, n + 1, (*env)->FindClass(env, "java/lang/Object"), NULL);
    for (jint i = 0; i < n; i++) {
        jobject o = (*env)->NewObject(env, box, init, i * 11);
        (*env)->SetObjectArrayElement(env, a, i, o);
        (*env)->DeleteLocalRef(env, o);
    }
    (*env)->SetObjectArrayElement(env, a, n, (*env)->GetObjectArrayElement(env, a, 0));
    return a;
}

JNIEXPORT jstring JNICALL Java_JniTest_strings(JNIEnv *env, jclass c, jstring s)
{
    jsize n = (*env)->GetStringLength(env, s);
    jsize un = (*env)->GetStringUTFLength(env, s);
    const jchar *ch = (*env)->GetStringChars(env, s, NULL);
    jchar rev[64];
    for (jsize i = 0; i < n; i++)
        rev[i] = ch[n - 1 - i];
    (*env)->ReleaseStringChars(env, s, ch);
    char region[32];
    (*env)->GetStringUTFRegion(env, s, 1, 2, region);
    jchar r2[3];
    (*env)->GetStringRegion(env, s, 0, 3, r2);
    char buf[128];
    snprintf(buf, sizeof buf, "n=%d utf=%d region=%02x%02x%02x r2=%d,%d,%d", n, un, (unsigned char)region[0],
             (unsigned char)region[1], (unsigned char)region[2], r2[0], r2[1], r2[2]);
    jstring head = (*env)->NewStringUTF(env, buf);
    jstring tail = (*env)->NewString(env, rev, n);
    jclass str = (*env)->FindClass(env, "java/lang/String");
    jmethodID concat = (*env)->GetMethodID(env, str, "concat", "(Ljava/lang/String;)Ljava/lang/String;");
    return (*env)->CallObjectMethod(env, head, concat, tail);
}

JNIEXPORT void JNICALL Java_JniTest_keepGlobal(JNIEnv *env, jclass c, jobject o)
{
    global_box = (*env)->NewGlobalRef(env, o);
    weak_box = (*env)->NewWeakGlobalRef(env, o);
}

JNIEXPORT jobject JNICALL Java_JniTest_getGlobal(JNIEnv *env, jclass c)
{
    jobject l = (*env)->NewLocalRef(env, global_box);
    return l;
}

JNIEXPORT jboolean JNICALL Java_JniTest_weakAlive(JNIEnv *env, jclass c)
{
    /* held by the global ref: the weak one must still reach it after a GC */
    jclass sys = (*env)->FindClass(env, "java/lang/System");
    (*env)->CallStaticVoidMethod(env, sys, (*env)->GetStaticMethodID(env, sys, "gc", "()V"));
    return !(*env)->IsSameObject(env, weak_box, NULL) && (*env)->IsSameObject(env, weak_box, global_box);
}

static jint registered_impl(JNIEnv *env, jclass c, jint x) { return x * x + onload_saw; }

JNIEXPORT jint JNICALL Java_JniTest_onLoadSaw(JNIEnv *env, jclass c) { return onload_saw; }

JNIEXPORT jstring JNICALL Java_JniTest_classes(JNIEnv *env, jclass c)
{
    jclass sub = (*env)->FindClass(env, "JniTest$Sub");
    jclass obj = (*env)->FindClass(env, "java/lang/Object");
    jclass str = (*env)->FindClass(env, "java/lang/String");
    jclass cs = (*env)->FindClass(env, "java/lang/CharSequence");
    jclass ia = (*env)->FindClass(env, "[I");
    char buf[128];
    snprintf(buf, sizeof buf, "super=%d objsuper=%d ifsuper=%d assign=%d,%d,%d,%d arr=%d",
             (*env)->IsSameObject(env, (*env)->GetSuperclass(env, sub), c), (*env)->GetSuperclass(env, obj) == NULL,
             (*env)->GetSuperclass(env, cs) == NULL, (*env)->IsAssignableFrom(env, sub, c),
             (*env)->IsAssignableFrom(env, c, sub), (*env)->IsAssignableFrom(env, str, cs),
             (*env)->IsAssignableFrom(env, ia, obj), ia != NULL);
    jclass nope = (*env)->FindClass(env, "no/Such");
    if (nope == NULL && (*env)->ExceptionCheck(env)) {
        jthrowable e = (*env)->ExceptionOccurred(env);
        (*env)->ExceptionClear(env);
        jclass ncdfe = (*env)->FindClass(env, "java/lang/NoClassDefFoundError");
        strcat(buf, (*env)->IsInstanceOf(env, e, ncdfe) ? " ncdfe" : " other");
    }
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jobject JNICALL Java_JniTest_construct(JNIEnv *env, jclass c, jint v)
{
    jclass box = (*env)->FindClass(env, "JniTest$Box");
    jmethodID init = (*env)->GetMethodID(env, box, "<init>", "(I)V");
    jvalue a[1];
    a[0].i = v + 1;
    jobject b1 = (*env)->NewObjectA(env, box, init, a);
    jobject b2 = (*env)->AllocObject(env, box);
    (*env)->SetIntField(env, b2, (*env)->GetFieldID(env, box, "v", "I"), v + 2);
    jclass sb = (*env)->FindClass(env, "java/lang/StringBuilder");
    jobject s = (*env)->NewObject(env, sb, (*env)->GetMethodID(env, sb, "<init>", "()V"));
    jmethodID app = (*env)->GetMethodID(env, sb, "append", "(Ljava/lang/Object;)Ljava/lang/StringBuilder;");
    (*env)->CallObjectMethod(env, s, app, b1);
    (*env)->CallObjectMethod(env, s, app, b2);
    jmethodID appc = (*env)->GetMethodID(env, sb, "append", "(C)Ljava/lang/StringBuilder;");
    (*env)->CallObjectMethod(env, s, appc, (jchar)'!');
    jmethodID appd = (*env)->GetMethodID(env, sb, "append", "(D)Ljava/lang/StringBuilder;");
    (*env)->CallObjectMethod(env, s, appd, 0.25);
    jclass got = (*env)->GetObjectClass(env, b1);
    if (!(*env)->IsSameObject(env, got, box))
        return NULL;
    return s;
}

JNIEXPORT jint JNICALL Java_JniTest_monitors(JNIEnv *env, jclass c, jobject o)
{
    jint r = (*env)->MonitorEnter(env, o);
    jclass th = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID holds = (*env)->GetStaticMethodID(env, th, "holdsLock", "(Ljava/lang/Object;)Z");
    jboolean h1 = (*env)->CallStaticBooleanMethod(env, th, holds, o);
    r += (*env)->MonitorExit(env, o);
    jboolean h2 = (*env)->CallStaticBooleanMethod(env, th, holds, o);
    return r * 100 + h1 * 10 + h2;
}

JNIEXPORT jstring JNICALL Java_JniTest_direct(JNIEnv *env, jclass c)
{
    jobject bb = (*env)->NewDirectByteBuffer(env, direct_mem, 8);
    jclass bbc = (*env)->FindClass(env, "java/nio/ByteBuffer");
    jmethodID get = (*env)->GetMethodID(env, bbc, "get", "(I)B");
    jbyte b0 = (*env)->CallByteMethod(env, bb, get, 0);
    jmethodID put = (*env)->GetMethodID(env, bbc, "put", "(IB)Ljava/nio/ByteBuffer;");
    (*env)->CallObjectMethod(env, bb, put, 1, (jbyte)'I');
    char buf[96];
    snprintf(buf, sizeof buf, "b0=%c mem=%s same=%d cap=%ld heapcap=%ld", b0, direct_mem,
             (*env)->GetDirectBufferAddress(env, bb) == direct_mem, (long)(*env)->GetDirectBufferCapacity(env, bb),
             (long)(*env)->GetDirectBufferCapacity(env, (*env)->NewStringUTF(env, "x")));
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jint JNICALL Java_JniTest_version(JNIEnv *env, jclass c)
{
    JavaVM *vm;
    (*env)->GetJavaVM(env, &vm);
    JNIEnv *e2;
    if ((*vm)->GetEnv(vm, (void **)&e2, JNI_VERSION_1_8) != JNI_OK || e2 != env)
        return -1;
    JNIEnv *e3;
    if ((*vm)->AttachCurrentThread(vm, (void **)&e3, NULL) != JNI_OK || e3 != env)
        return -2;
    (*env)->EnsureLocalCapacity(env, 100);
    (*env)->PushLocalFrame(env, 10);
    jobject kept = (*env)->PopLocalFrame(env, (*env)->NewStringUTF(env, "x"));
    if ((*env)->GetStringLength(env, kept) != 1)
        return -3;
    return (*env)->GetVersion(env);
}

JNIEXPORT jstring JNICALL Java_JniTest_refTypes(JNIEnv *env, jclass c, jobject o)
{
    jobject g = (*env)->NewGlobalRef(env, o);
    jweak w = (*env)->NewWeakGlobalRef(env, o);
    char buf[64];
    snprintf(buf, sizeof buf, "%d %d %d same=%d", (*env)->GetObjectRefType(env, o), (*env)->GetObjectRefType(env, g),
             (*env)->GetObjectRefType(env, w), (*env)->IsSameObject(env, g, w));
    (*env)->DeleteGlobalRef(env, g);
    (*env)->DeleteWeakGlobalRef(env, w);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jint JNICALL Java_JniTest_overloaded__I(JNIEnv *env, jclass c, jint x) { return x + 1000; }
JNIEXPORT jint JNICALL Java_JniTest_overloaded__Ljava_lang_String_2(JNIEnv *env, jclass c, jstring s)
{
    return 2000 + (*env)->GetStringLength(env, s);
}

JNIEXPORT jboolean JNICALL Java_JniTest_z_1under_1score_00024(JNIEnv *env, jclass c, jint x) { return (jboolean)(x + 4); }

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved)
{
    JNIEnv *env;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK)
        return JNI_ERR;
    jclass c = (*env)->FindClass(env, "JniTest");
    if (!c)
        return JNI_ERR;
    JNINativeMethod m[] = {{"registered", "(I)I", (void *)registered_impl}};
    if ((*env)->RegisterNatives(env, c, m, 1) != 0)
        return JNI_ERR;
    onload_saw = 42;
    return JNI_VERSION_1_8;
}

/* FromReflectedMethod/Field and back (ToReflected*): JniTest.twice and count. */
JNIEXPORT jobjectArray JNICALL Java_JniTest_reflected(JNIEnv *env, jclass c, jobject method, jobject field, jobject o)
{
    jmethodID m = (*env)->FromReflectedMethod(env, method);
    jfieldID f = (*env)->FromReflectedField(env, field);
    jint r = (*env)->CallIntMethod(env, o, m, 21);
    (*env)->SetIntField(env, o, f, r + (*env)->GetIntField(env, o, f));
    jclass oc = (*env)->FindClass(env, "java/lang/Object");
    jobjectArray out = (*env)->NewObjectArray(env, 3, oc, NULL);
    (*env)->SetObjectArrayElement(env, out, 0, (*env)->ToReflectedMethod(env, c, m, JNI_FALSE));
    (*env)->SetObjectArrayElement(env, out, 1, (*env)->ToReflectedField(env, c, f, JNI_FALSE));
    jmethodID init = (*env)->GetMethodID(env, c, "<init>", "()V");
    (*env)->SetObjectArrayElement(env, out, 2, (*env)->ToReflectedMethod(env, c, init, JNI_FALSE));
    return out;
}

/* DefineClass in the given loader; a malformed class file throws. */
JNIEXPORT jobject JNICALL Java_JniTest_define(JNIEnv *env, jclass c, jstring name, jobject loader, jbyteArray bytes)
{
    const char *n = name ? (*env)->GetStringUTFChars(env, name, NULL) : NULL;
    jsize len = (*env)->GetArrayLength(env, bytes);
    jbyte *b = (*env)->GetByteArrayElements(env, bytes, NULL);
    jclass k = (*env)->DefineClass(env, n, loader, b, len);
    (*env)->ReleaseByteArrayElements(env, bytes, b, JNI_ABORT);
    if (n)
        (*env)->ReleaseStringUTFChars(env, name, n);
    return k;
}

/* Failed member lookups: HotSpot's messages depend on whether the name is a
 * symbol already ("nope" is not), and on the kind of lookup. */
JNIEXPORT void JNICALL Java_JniTest_lookupError(JNIEnv *env, jclass c, jint which)
{
    switch (which) {
    case 0: (*env)->GetStaticMethodID(env, c, "nope", "()V"); break;
    case 1: (*env)->GetMethodID(env, c, "nope", "(I)Ljava/lang/String;"); break;
    case 2: (*env)->GetMethodID(env, c, "add", "(II)I"); break;
    case 3: (*env)->GetStaticMethodID(env, c, "instanceOnly", "()V"); break;
    case 4: (*env)->GetFieldID(env, c, "nope", "I"); break;
    case 5: (*env)->GetStaticFieldID(env, c, "count", "I"); break;
    case 6: (*env)->GetFieldID(env, c, "sCount", "I"); break;
    }
}

JNIEXPORT jstring JNICALL Java_JniTest_findClassForms(JNIEnv *env, jclass c)
{
    (void)c;
    static const char *names[] = {"Ljava/lang/String;", "java.lang.String", "[Lnope;", "[[Ljava/lang/String;"};
    char out[1024] = "";
    jclass cls = (*env)->FindClass(env, "java/lang/Class");
    jmethodID getName = (*env)->GetMethodID(env, cls, "getName", "()Ljava/lang/String;");
    jmethodID toString = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Object"), "toString",
                                             "()Ljava/lang/String;");
    for (int i = 0; i < 4; i++) {
        jclass k = (*env)->FindClass(env, names[i]);
        jobject what;
        if (k) {
            what = (*env)->CallObjectMethod(env, k, getName);
        } else {
            jthrowable e = (*env)->ExceptionOccurred(env);
            (*env)->ExceptionClear(env);
            what = (*env)->CallObjectMethod(env, e, toString);
        }
        const char *w = (*env)->GetStringUTFChars(env, what, NULL);
        snprintf(out + strlen(out), sizeof out - strlen(out), "[%s -> %s] ", names[i], w);
        (*env)->ReleaseStringUTFChars(env, what, w);
    }
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jboolean JNICALL Java_JniTest_describe(JNIEnv *env, jclass c)
{
    (void)c;
    jclass re = (*env)->FindClass(env, "java/lang/RuntimeException");
    jmethodID init = (*env)->GetMethodID(env, re, "<init>", "(Ljava/lang/String;Ljava/lang/Throwable;)V");
    jobject inner = (*env)->NewObject(env, re, init, (*env)->NewStringUTF(env, "inner"), NULL);
    jobject outer = (*env)->NewObject(env, re, init, (*env)->NewStringUTF(env, "outer"), inner);
    (*env)->Throw(env, (jthrowable)outer);
    (*env)->ExceptionDescribe(env);
    return (*env)->ExceptionCheck(env);
}

/* ThrowNew as HotSpot does it: the (String) constructor, or with a NULL
 * message the no-argument one, declared by the class itself; neither:
 * NoSuchMethodError (a class with no usable one aborted the VM). */
JNIEXPORT void JNICALL Java_JniTest_throwNew(JNIEnv *env, jclass c, jclass k, jstring msg)
{
    (void)c;
    const char *u = msg ? (*env)->GetStringUTFChars(env, msg, NULL) : NULL;
    (*env)->ThrowNew(env, k, u);
    if (u)
        (*env)->ReleaseStringUTFChars(env, msg, u);
}

/* Errors of other JNI functions, as HotSpot words and returns them. */
JNIEXPORT jstring JNICALL Java_JniTest_errors(JNIEnv *env, jclass c, jint which)
{
    char b[256];
    b[0] = 0;
    switch (which) {
    case 0: { /* a String stored into an Integer[] */
        jobjectArray a = (*env)->NewObjectArray(env, 2, (*env)->FindClass(env, "java/lang/Integer"), NULL);
        (*env)->SetObjectArrayElement(env, a, 1, (*env)->NewStringUTF(env, "x"));
        break;
    }
    case 1: { /* RegisterNatives of a name no class has */
        JNINativeMethod m = {"noSuchNameAnywhere", "()V", (void *)Java_JniTest_errors};
        snprintf(b, sizeof b, "rc=%d", (int)(*env)->RegisterNatives(env, c, &m, 1));
        break;
    }
    case 2: { /* RegisterNatives of a method that is not native */
        JNINativeMethod m = {"instanceOnly", "()V", (void *)Java_JniTest_errors};
        snprintf(b, sizeof b, "rc=%d", (int)(*env)->RegisterNatives(env, c, &m, 1));
        break;
    }
    case 3: /* negative capacities */
        snprintf(b, sizeof b, "ensure=%d push=%d ensure0=%d", (int)(*env)->EnsureLocalCapacity(env, -1),
                 (int)(*env)->PushLocalFrame(env, -1), (int)(*env)->EnsureLocalCapacity(env, 0));
        break;
    }
    return (*env)->NewStringUTF(env, b);
}

JNIEXPORT void JNICALL Java_JniTest_fatal(JNIEnv *env, jclass c, jstring msg)
{
    (void)c;
    (*env)->FatalError(env, (*env)->GetStringUTFChars(env, msg, NULL));
}

/* More JNI as HotSpot has it (hunt 11), one case a line. */
JNIEXPORT jstring JNICALL Java_JniTest_more(JNIEnv *env, jclass c, jint which)
{
    char b[512];
    b[0] = 0;
    switch (which) {
    case 0: /* MonitorEnter and MonitorExit of NULL: NullPointerException, JNI_ERR (a crash) */
        snprintf(b, sizeof b, "enter=%d", (int)(*env)->MonitorEnter(env, NULL));
        (*env)->ExceptionClear(env);
        snprintf(b + strlen(b), sizeof b - strlen(b), " exit=%d", (int)(*env)->MonitorExit(env, NULL));
        break;
    case 1: { /* references kept only in malloc'd memory live until the native returns (freed by a GC) */
        jobject *v = malloc(sizeof(jobject) * 2000);
        char s[32];
        for (int i = 0; i < 2000; i++) {
            snprintf(s, sizeof s, "kept-%d", i);
            v[i] = (*env)->NewStringUTF(env, s);
        }
        jclass sys = (*env)->FindClass(env, "java/lang/System");
        (*env)->CallStaticVoidMethod(env, sys, (*env)->GetStaticMethodID(env, sys, "gc", "()V"));
        for (int i = 0; i < 20000; i++)
            (*env)->DeleteLocalRef(env, (*env)->NewStringUTF(env, "churn-churn-churn"));
        int bad = 0;
        for (int i = 0; i < 2000; i++) {
            snprintf(s, sizeof s, "kept-%d", i);
            const char *u = (*env)->GetStringUTFChars(env, v[i], NULL);
            bad += strcmp(u, s) != 0;
            (*env)->ReleaseStringUTFChars(env, v[i], u);
        }
        free(v);
        snprintf(b, sizeof b, "bad=%d", bad);
        break;
    }
    case 2: /* AllocObject of java.lang.Class and of int */
        (*env)->AllocObject(env, (*env)->FindClass(env, "java/lang/Class"));
        break;
    case 3: { /* a Java call and a class initialisation with an exception pending: done, and it stays pending */
        (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/RuntimeException"), "pending");
        jclass integer = (*env)->FindClass(env, "java/lang/Integer");
        jint v = (*env)->CallStaticIntMethod(env, integer, (*env)->GetStaticMethodID(env, integer, "parseInt",
                                                                                   "(Ljava/lang/String;)I"),
                                             (*env)->NewStringUTF(env, "42"));
        jclass lazy = (*env)->FindClass(env, "JniTest$Lazy");
        jfieldID f = lazy ? (*env)->GetStaticFieldID(env, lazy, "V", "I") : NULL;
        snprintf(b, sizeof b, "parseInt=%d lazy=%d V=%d", (int)v, lazy != NULL, f ? (int)(*env)->GetStaticIntField(env, lazy, f) : -1);
        return (*env)->NewStringUTF(env, b); /* (with RuntimeException pending: the caller sees it thrown) */
    }
    case 4: { /* a jboolean of 2 passed and stored */
        jclass k = (*env)->FindClass(env, "JniTest");
        jfieldID zf = (*env)->GetStaticFieldID(env, k, "flag", "Z");
        (*env)->SetStaticBooleanField(env, k, zf, 3);
        jmethodID m = (*env)->GetStaticMethodID(env, k, "showFlag", "(Z)Ljava/lang/String;");
        jstring r = (*env)->CallStaticObjectMethod(env, k, m, (jboolean)2);
        const char *u = (*env)->GetStringUTFChars(env, r, NULL);
        snprintf(b, sizeof b, "%s", u);
        (*env)->ReleaseStringUTFChars(env, r, u);
        break;
    }
    case 5: { /* FromReflectedField initialises the class; ToReflectedMethod ignores isStatic */
        jclass k = (*env)->FindClass(env, "JniTest");
        jmethodID gf = (*env)->GetStaticMethodID(env, k, "lazy2Field", "()Ljava/lang/reflect/Field;");
        jobject field = (*env)->CallStaticObjectMethod(env, k, gf);
        jfieldID f = (*env)->FromReflectedField(env, field);
        jclass lazy2 = (*env)->FindClass(env, "JniTest$Lazy2");
        jmethodID tw = (*env)->GetMethodID(env, k, "twice", "(I)I");
        jobject rm = (*env)->ToReflectedMethod(env, k, tw, JNI_TRUE);
        snprintf(b, sizeof b, "W=%d reflected=%d", (int)(*env)->GetStaticIntField(env, lazy2, f), rm != NULL);
        break;
    }
    case 6: { /* negative lengths */
        jintArray a = (*env)->NewIntArray(env, 3);
        jint buf[4];
        (*env)->GetIntArrayRegion(env, a, 0, -1, buf);
        break;
    }
    case 7:
        (*env)->NewString(env, (const jchar *)"", -1);
        break;
    case 8: /* a descriptor not found is named as given */
        (*env)->FindClass(env, "Lno/Such;");
        break;
    case 9: { /* DetachCurrentThread from a Java thread; isCopy of critical UTF-16 chars and of no elements */
        JavaVM *vm;
        (*env)->GetJavaVM(env, &vm);
        jboolean c1 = 9, c2 = 9;
        jstring s = (*env)->NewString(env, (const jchar[]) {0x4e2d, 0x6587}, 2);
        const jchar *p1 = (*env)->GetStringCritical(env, s, &c1);
        jintArray none = (*env)->NewIntArray(env, 0);
        jint *e = (*env)->GetIntArrayElements(env, none, &c2);
        snprintf(b, sizeof b, "detach=%d critCopy=%d char0=%x emptyCopy=%d", (int)(*vm)->DetachCurrentThread(vm), c1,
                 p1[0], c2);
        (*env)->ReleaseStringCritical(env, s, p1);
        (*env)->ReleaseIntArrayElements(env, none, e, 0);
        break;
    }
    case 10: { /* CallNonvirtual of an abstract method: AbstractMethodError with its name */
        jclass k = (*env)->FindClass(env, "JniTest$Shape");
        jobject sq = (*env)->AllocObject(env, (*env)->FindClass(env, "JniTest$Square"));
        (*env)->CallNonvirtualIntMethod(env, sq, k, (*env)->GetMethodID(env, k, "sides", "()I"));
        break;
    }
    }
    return (*env)->NewStringUTF(env, b);
}

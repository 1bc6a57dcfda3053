/* Bytecode verification (vm/verify.c): the type-checking verifier of JVMS
 * 4.10.1, run when a class is linked. */
#ifndef RIVET_VERIFY_H
#define RIVET_VERIFY_H

#include <stdbool.h>

#include "classfile/classfile.h"

/* Verify classes of Java class loaders (-Xverify:remote, the default;
 * -XX:-BytecodeVerificationRemote and -Xverify:none turn it off). */
extern bool g_verify_remote;
/* Verify boot-loader and JDK-image classes too (-Xverify:all). */
extern bool g_verify_local;

/* Verify cls, its superclass and its interfaces first, unless done before or
 * not wanted (boot and JDK classes, VM-spun classes, class files older than
 * version 50). True when it passes; false with VerifyError (or the error of a
 * class loaded to check assignability) pending. A failure is not remembered:
 * the next attempt verifies again and fails the same way, as on HotSpot. */
bool verify_class(Thread *th, Class *cls);

#endif

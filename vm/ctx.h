/* Switching between C stacks: every Java thread runs on a C stack of its own, and
 * the scheduler moves the one OS thread between them. */
#ifndef RIVET_CTX_H
#define RIVET_CTX_H

#include "vm/vm.h"

/* Save the current context in from and resume to. */
void ctx_switch(Ctx *from, Ctx *to);

/* Prepare ctx so that switching to it calls entry(arg) on the stack
 * [stack_lo, stack_hi). entry must never return. */
void ctx_make(Ctx *ctx, void *stack_lo, void *stack_hi, void (*entry)(void *), void *arg);

#endif

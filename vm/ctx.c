/* Stack preparation for ctx_switch (the switch itself is in ctx_x86_64.S).
 *
 * A new context's stack is laid out exactly as ctx_switch leaves a suspended one:
 * the MXCSR/x87 word, r15..rbp, then a return address, here ctx_trampoline, which
 * calls entry(arg) with the stack 16-byte aligned. */
#include "vm/ctx.h"

#if !defined(__x86_64__)
#error "rivet: only x86-64 context switching is implemented (vm/ctx_x86_64.S)"
#endif

void ctx_trampoline(void);

void ctx_make(Ctx *ctx, void *stack_lo, void *stack_hi, void (*entry)(void *), void *arg)
{
    (void)stack_lo;
    uintptr_t top = (uintptr_t)stack_hi & ~(uintptr_t)15;
    uint64_t *s = (uint64_t *)(top - 64 - 16);
    uint32_t *fp = (uint32_t *)s;
    fp[0] = 0x1F80;                  /* MXCSR: all exceptions masked, round to nearest */
    fp[1] = 0x037F;                  /* x87 control word */
    s[1] = 0;                        /* r15 */
    s[2] = 0;                        /* r14 */
    s[3] = (uint64_t)(uintptr_t)arg;   /* r13 */
    s[4] = (uint64_t)(uintptr_t)entry; /* r12 */
    s[5] = 0;                        /* rbx */
    s[6] = 0;                        /* rbp */
    s[7] = (uint64_t)(uintptr_t)ctx_trampoline;
    ctx->sp = s;
}

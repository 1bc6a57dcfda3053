/* ctx_switch(Ctx *from, Ctx *to) for x86-64 System V: saves the callee-saved
 * registers, MXCSR and the x87 control word on the current stack, stores the
 * stack pointer in from->sp, and restores the same from to->sp. */
#if defined(__x86_64__)
    .text
    .globl ctx_switch
    .type ctx_switch, @function
ctx_switch:
    .cfi_startproc
    pushq %rbp
    pushq %rbx
    pushq %r12
    pushq %r13
    pushq %r14
    pushq %r15
    subq $8, %rsp
    stmxcsr (%rsp)
    fnstcw 4(%rsp)
    movq %rsp, (%rdi)
    movq (%rsi), %rsp
    ldmxcsr (%rsp)
    fldcw 4(%rsp)
    addq $8, %rsp
    popq %r15
    popq %r14
    popq %r13
    popq %r12
    popq %rbx
    popq %rbp
    ret
    .cfi_endproc
    .size ctx_switch, .-ctx_switch

/* First code run on a new stack: r12 holds entry, r13 its argument. */
    .globl ctx_trampoline
    .type ctx_trampoline, @function
ctx_trampoline:
    .cfi_startproc
    .cfi_undefined rip
    movq %r13, %rdi
    callq *%r12
    ud2
    .cfi_endproc
    .size ctx_trampoline, .-ctx_trampoline
#endif
    .section .note.GNU-stack,"",@progbits

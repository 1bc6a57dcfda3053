/* A small class-file writer for classes the VM spins (lambda proxies, string
 * concatenation and record methods): a constant pool with deduplication,
 * fields, and methods whose code is emitted with a tracked stack depth. */
#ifndef RIVET_CLASSGEN_H
#define RIVET_CLASSGEN_H

#include "vm/vm.h"

typedef struct ClassGen ClassGen;
typedef struct CodeGen CodeGen;

ClassGen *cg_new(const char *name, const char *super, uint16_t access);
void cg_free(ClassGen *cg);
void cg_add_interface(ClassGen *cg, const char *name);
void cg_add_field(ClassGen *cg, uint16_t access, const char *name, const char *desc);
/* The finished class file (owned by cg). */
const uint8_t *cg_bytes(ClassGen *cg, size_t *len);

/* Constant pool entries. */
uint16_t cg_class(ClassGen *cg, const char *name);
uint16_t cg_string(ClassGen *cg, const char *s);
uint16_t cg_int(ClassGen *cg, int32_t v);
uint16_t cg_field_ref(ClassGen *cg, const char *cls, const char *name, const char *desc);
uint16_t cg_method_ref(ClassGen *cg, const char *cls, const char *name, const char *desc, bool iface);

/* Methods: begin, emit, end. max_locals is the caller's count. */
CodeGen *cg_method(ClassGen *cg, uint16_t access, const char *name, const char *desc);
void cg_end(CodeGen *c, uint16_t max_locals);

/* Emit an instruction with its stack effect (slots pushed minus popped). */
void cg_op(CodeGen *c, uint8_t op, int effect);
void cg_op_u1(CodeGen *c, uint8_t op, uint8_t v, int effect);
void cg_op_u2(CodeGen *c, uint8_t op, uint16_t v, int effect);
/* Typed helpers by descriptor char (I for int-like, J, F, D, L for references). */
void cg_load(CodeGen *c, char type, uint16_t slot);
void cg_store(CodeGen *c, char type, uint16_t slot);
void cg_return(CodeGen *c, char type);
void cg_ldc_string(CodeGen *c, const char *s);
void cg_iconst(CodeGen *c, int32_t v);
/* invoke*: effect computed from the descriptor. */
void cg_invoke(CodeGen *c, uint8_t op, const char *cls, const char *name, const char *desc);
void cg_field(CodeGen *c, uint8_t op, const char *cls, const char *name, const char *desc);
void cg_type_op(CodeGen *c, uint8_t op, const char *cls, int effect); /* new, checkcast, instanceof */
/* Branches: the offset is patched by cg_label. */
int cg_branch(CodeGen *c, uint8_t op, int effect);
void cg_label(CodeGen *c, int branch_at);
uint32_t cg_pc(CodeGen *c);

/* Slots a descriptor value takes: 0 (V), 1 or 2. */
int cg_slots(char type);

#endif

/* The bytecode list: X(name, value, length) with length 0 for variable-length
 * instructions (tableswitch, lookupswitch, wide). Values above 202 are Rivet's
 * quickened forms: the interpreter rewrites an instruction in place after its
 * first execution resolves it, keeping the same length and operands.
 *
 * From 0xf2 on are fused pairs (interp_fuse, at link time): the first
 * instruction of a common pair gets a new opcode; its length and operands, and
 * the whole second instruction, are unchanged. The plain loop runs the first
 * and jumps straight to the second's handler without a dispatch; the
 * instrumented loop runs only the first, so events keep their locations. The
 * length given is the first instruction's. iload_icmp and iload_n_icmp are
 * triples, a loop's test: iload or iload_<n>; then iload, iload_<n>,
 * iconst_<n>, bipush, sipush, or the ldc or ldc_w of an int; then
 * if_icmp<cond> (the plain loop decodes the second and third).
 * dmul_dadd takes 0xca, JVMS's breakpoint. A class file's own opcode past
 * jsr_w (HotSpot's internal ones, the undefined ones; only an unverified
 * class reaches them) becomes multianewarray_q at link time (interp.c
 * fuse), whose handler checks orig_code and reports "Bad instruction". */
#ifndef RIVET_OPCODES_H
#define RIVET_OPCODES_H

#define OPCODE_LIST(X) \
    X(nop, 0x00, 1) X(aconst_null, 0x01, 1) X(iconst_m1, 0x02, 1) X(iconst_0, 0x03, 1) \
    X(iconst_1, 0x04, 1) X(iconst_2, 0x05, 1) X(iconst_3, 0x06, 1) X(iconst_4, 0x07, 1) \
    X(iconst_5, 0x08, 1) X(lconst_0, 0x09, 1) X(lconst_1, 0x0a, 1) X(fconst_0, 0x0b, 1) \
    X(fconst_1, 0x0c, 1) X(fconst_2, 0x0d, 1) X(dconst_0, 0x0e, 1) X(dconst_1, 0x0f, 1) \
    X(bipush, 0x10, 2) X(sipush, 0x11, 3) X(ldc, 0x12, 2) X(ldc_w, 0x13, 3) X(ldc2_w, 0x14, 3) \
    X(iload, 0x15, 2) X(lload, 0x16, 2) X(fload, 0x17, 2) X(dload, 0x18, 2) X(aload, 0x19, 2) \
    X(iload_0, 0x1a, 1) X(iload_1, 0x1b, 1) X(iload_2, 0x1c, 1) X(iload_3, 0x1d, 1) \
    X(lload_0, 0x1e, 1) X(lload_1, 0x1f, 1) X(lload_2, 0x20, 1) X(lload_3, 0x21, 1) \
    X(fload_0, 0x22, 1) X(fload_1, 0x23, 1) X(fload_2, 0x24, 1) X(fload_3, 0x25, 1) \
    X(dload_0, 0x26, 1) X(dload_1, 0x27, 1) X(dload_2, 0x28, 1) X(dload_3, 0x29, 1) \
    X(aload_0, 0x2a, 1) X(aload_1, 0x2b, 1) X(aload_2, 0x2c, 1) X(aload_3, 0x2d, 1) \
    X(iaload, 0x2e, 1) X(laload, 0x2f, 1) X(faload, 0x30, 1) X(daload, 0x31, 1) \
    X(aaload, 0x32, 1) X(baload, 0x33, 1) X(caload, 0x34, 1) X(saload, 0x35, 1) \
    X(istore, 0x36, 2) X(lstore, 0x37, 2) X(fstore, 0x38, 2) X(dstore, 0x39, 2) X(astore, 0x3a, 2) \
    X(istore_0, 0x3b, 1) X(istore_1, 0x3c, 1) X(istore_2, 0x3d, 1) X(istore_3, 0x3e, 1) \
    X(lstore_0, 0x3f, 1) X(lstore_1, 0x40, 1) X(lstore_2, 0x41, 1) X(lstore_3, 0x42, 1) \
    X(fstore_0, 0x43, 1) X(fstore_1, 0x44, 1) X(fstore_2, 0x45, 1) X(fstore_3, 0x46, 1) \
    X(dstore_0, 0x47, 1) X(dstore_1, 0x48, 1) X(dstore_2, 0x49, 1) X(dstore_3, 0x4a, 1) \
    X(astore_0, 0x4b, 1) X(astore_1, 0x4c, 1) X(astore_2, 0x4d, 1) X(astore_3, 0x4e, 1) \
    X(iastore, 0x4f, 1) X(lastore, 0x50, 1) X(fastore, 0x51, 1) X(dastore, 0x52, 1) \
    X(aastore, 0x53, 1) X(bastore, 0x54, 1) X(castore, 0x55, 1) X(sastore, 0x56, 1) \
    X(pop, 0x57, 1) X(pop2, 0x58, 1) X(dup, 0x59, 1) X(dup_x1, 0x5a, 1) X(dup_x2, 0x5b, 1) \
    X(dup2, 0x5c, 1) X(dup2_x1, 0x5d, 1) X(dup2_x2, 0x5e, 1) X(swap, 0x5f, 1) \
    X(iadd, 0x60, 1) X(ladd, 0x61, 1) X(fadd, 0x62, 1) X(dadd, 0x63, 1) \
    X(isub, 0x64, 1) X(lsub, 0x65, 1) X(fsub, 0x66, 1) X(dsub, 0x67, 1) \
    X(imul, 0x68, 1) X(lmul, 0x69, 1) X(fmul, 0x6a, 1) X(dmul, 0x6b, 1) \
    X(idiv, 0x6c, 1) X(ldiv, 0x6d, 1) X(fdiv, 0x6e, 1) X(ddiv, 0x6f, 1) \
    X(irem, 0x70, 1) X(lrem, 0x71, 1) X(frem, 0x72, 1) X(drem, 0x73, 1) \
    X(ineg, 0x74, 1) X(lneg, 0x75, 1) X(fneg, 0x76, 1) X(dneg, 0x77, 1) \
    X(ishl, 0x78, 1) X(lshl, 0x79, 1) X(ishr, 0x7a, 1) X(lshr, 0x7b, 1) \
    X(iushr, 0x7c, 1) X(lushr, 0x7d, 1) X(iand, 0x7e, 1) X(land, 0x7f, 1) \
    X(ior, 0x80, 1) X(lor, 0x81, 1) X(ixor, 0x82, 1) X(lxor, 0x83, 1) X(iinc, 0x84, 3) \
    X(i2l, 0x85, 1) X(i2f, 0x86, 1) X(i2d, 0x87, 1) X(l2i, 0x88, 1) X(l2f, 0x89, 1) X(l2d, 0x8a, 1) \
    X(f2i, 0x8b, 1) X(f2l, 0x8c, 1) X(f2d, 0x8d, 1) X(d2i, 0x8e, 1) X(d2l, 0x8f, 1) X(d2f, 0x90, 1) \
    X(i2b, 0x91, 1) X(i2c, 0x92, 1) X(i2s, 0x93, 1) \
    X(lcmp, 0x94, 1) X(fcmpl, 0x95, 1) X(fcmpg, 0x96, 1) X(dcmpl, 0x97, 1) X(dcmpg, 0x98, 1) \
    X(ifeq, 0x99, 3) X(ifne, 0x9a, 3) X(iflt, 0x9b, 3) X(ifge, 0x9c, 3) X(ifgt, 0x9d, 3) X(ifle, 0x9e, 3) \
    X(if_icmpeq, 0x9f, 3) X(if_icmpne, 0xa0, 3) X(if_icmplt, 0xa1, 3) X(if_icmpge, 0xa2, 3) \
    X(if_icmpgt, 0xa3, 3) X(if_icmple, 0xa4, 3) X(if_acmpeq, 0xa5, 3) X(if_acmpne, 0xa6, 3) \
    X(goto_, 0xa7, 3) X(jsr, 0xa8, 3) X(ret, 0xa9, 2) X(tableswitch, 0xaa, 0) X(lookupswitch, 0xab, 0) \
    X(ireturn, 0xac, 1) X(lreturn, 0xad, 1) X(freturn, 0xae, 1) X(dreturn, 0xaf, 1) \
    X(areturn, 0xb0, 1) X(return_, 0xb1, 1) \
    X(getstatic, 0xb2, 3) X(putstatic, 0xb3, 3) X(getfield, 0xb4, 3) X(putfield, 0xb5, 3) \
    X(invokevirtual, 0xb6, 3) X(invokespecial, 0xb7, 3) X(invokestatic, 0xb8, 3) \
    X(invokeinterface, 0xb9, 5) X(invokedynamic, 0xba, 5) \
    X(new_, 0xbb, 3) X(newarray, 0xbc, 2) X(anewarray, 0xbd, 3) X(arraylength, 0xbe, 1) \
    X(athrow, 0xbf, 1) X(checkcast, 0xc0, 3) X(instanceof, 0xc1, 3) \
    X(monitorenter, 0xc2, 1) X(monitorexit, 0xc3, 1) X(wide, 0xc4, 0) X(multianewarray, 0xc5, 4) \
    X(ifnull, 0xc6, 3) X(ifnonnull, 0xc7, 3) X(goto_w, 0xc8, 5) X(jsr_w, 0xc9, 5) \
    X(getfield_i, 0xcb, 3) X(getfield_j, 0xcc, 3) X(getfield_a, 0xcd, 3) X(getfield_b, 0xce, 3) \
    X(getfield_c, 0xcf, 3) X(getfield_s, 0xd0, 3) \
    X(putfield_i, 0xd1, 3) X(putfield_j, 0xd2, 3) X(putfield_a, 0xd3, 3) X(putfield_b, 0xd4, 3) \
    X(putfield_z, 0xd5, 3) X(putfield_h, 0xd6, 3) \
    X(getstatic_i, 0xd7, 3) X(getstatic_j, 0xd8, 3) X(getstatic_a, 0xd9, 3) X(getstatic_b, 0xda, 3) \
    X(getstatic_c, 0xdb, 3) X(getstatic_s, 0xdc, 3) \
    X(putstatic_i, 0xdd, 3) X(putstatic_j, 0xde, 3) X(putstatic_a, 0xdf, 3) X(putstatic_b, 0xe0, 3) \
    X(putstatic_z, 0xe1, 3) X(putstatic_h, 0xe2, 3) \
    X(invokevirtual_q, 0xe3, 3) X(invokedirect_q, 0xe4, 3) X(invokespecial_q, 0xe5, 3) \
    X(invokestatic_q, 0xe6, 3) X(invokeinterface_q, 0xe7, 5) X(invokehandle_q, 0xe8, 3) \
    X(invokedynamic_q, 0xe9, 5) X(new_q, 0xea, 3) X(anewarray_q, 0xeb, 3) X(checkcast_q, 0xec, 3) \
    X(instanceof_q, 0xed, 3) X(ldc_q, 0xee, 2) X(ldc_w_q, 0xef, 3) X(multianewarray_q, 0xf0, 4) \
    X(invokevirtual_iface_q, 0xf1, 3) \
    X(iinc_goto, 0xf2, 3) X(iload_iaload, 0xf3, 2) X(iload_laload, 0xf4, 2) X(iload_aaload, 0xf5, 2) \
    X(iload_baload, 0xf6, 2) X(iload_caload, 0xf7, 2) X(aload_0_getfield, 0xf8, 1) \
    X(aload_1_getfield, 0xf9, 1) X(aload_2_getfield, 0xfa, 1) X(aload_3_getfield, 0xfb, 1) \
    X(aload_getfield, 0xfc, 2) X(dup_getfield, 0xfd, 1) \
    X(iload_icmp, 0xfe, 2) X(iload_n_icmp, 0xff, 1) X(dmul_dadd, 0xca, 1)

enum {
#define OPCODE_ENUM(name, value, len) OP_##name = value,
    OPCODE_LIST(OPCODE_ENUM)
#undef OPCODE_ENUM
};

extern const unsigned char opcode_length[256];
extern const char *const opcode_name[256];

#endif

/* Inside natives/: the constant tables of natives/libm_hotspot_data.c. */
#ifndef RIVET_LIBM_HOTSPOT_PRIV_H
#define RIVET_LIBM_HOTSPOT_PRIV_H

#include <stdint.h>

extern const uint64_t lh_exp_cv[12];
extern const uint64_t lh_exp_shifter[2];
extern const uint64_t lh_exp_mmask[2];
extern const uint64_t lh_exp_bias[2];
extern const uint64_t lh_exp_tbl[128];
extern const uint64_t lh_exp_allones[2];
extern const uint64_t lh_exp_ebias[2];
extern const uint64_t lh_exp_xmax[1];
extern const uint64_t lh_exp_xmin[1];
extern const uint64_t lh_log_tbl[258];
extern const uint64_t lh_log_log2[2];
extern const uint64_t lh_log_coeff[6];
extern const uint64_t lh_log10_highsigmask[2];
extern const uint64_t lh_log10_log10e[2];
extern const uint64_t lh_log10_tbl[258];
extern const uint64_t lh_log10_log2[2];
extern const uint64_t lh_log10_coeff[6];
extern const uint64_t lh_pow_highsigmask[2];
extern const uint64_t lh_pow_log2e[2];
extern const uint64_t lh_pow_highmask_y[2];
extern const uint64_t lh_pow_texp[512];
extern const uint64_t lh_pow_ecoeff[6];
extern const uint64_t lh_pow_coeff_h[2];
extern const uint64_t lh_pow_highmask_log_x[2];
extern const uint64_t lh_pow_halfmask[2];
extern const uint64_t lh_pow_coeff[12];
extern const uint64_t lh_pow_ltbl[1026];
extern const uint64_t lh_pow_log2[2];
extern const uint64_t lh_sc_onehalf[2];
extern const uint64_t lh_sc_p2[2];
extern const uint64_t lh_sc_sc4[2];
extern const uint64_t lh_sc_ctable[256];
extern const uint64_t lh_sc_sc2[2];
extern const uint64_t lh_sc_sc3[2];
extern const uint64_t lh_sc_sc1[2];
extern const uint64_t lh_sc_pi4[2];
extern const uint64_t lh_sc_pi32inv[1];
extern const uint64_t lh_sc_shifter[1];
extern const uint64_t lh_sc_sign_mask[1];
extern const uint64_t lh_sc_p3[1];
extern const uint64_t lh_sc_all_ones[1];
extern const uint64_t lh_sc_two_pow_55[1];
extern const uint64_t lh_sc_two_pow_m55[1];
extern const uint64_t lh_sc_p1[1];
extern const uint64_t lh_sc_neg_zero[1];
extern const uint64_t lh_tan_onehalf[2];
extern const uint64_t lh_tan_mul16[2];
extern const uint64_t lh_tan_sign_mask[2];
extern const uint64_t lh_tan_pi32inv[2];
extern const uint64_t lh_tan_p1[2];
extern const uint64_t lh_tan_p2[2];
extern const uint64_t lh_tan_p3[2];
extern const uint64_t lh_tan_ctable[704];
extern const uint64_t lh_tan_mask_35[2];
extern const uint64_t lh_tan_q11[1];
extern const uint64_t lh_tan_q9[1];
extern const uint64_t lh_tan_q7[1];
extern const uint64_t lh_tan_q5[1];
extern const uint64_t lh_tan_q3[1];
extern const uint64_t lh_tan_pi4[2];
extern const uint64_t lh_tan_qq2[1];
extern const uint64_t lh_tan_one[1];
extern const uint64_t lh_tan_two_pow_55[1];
extern const uint64_t lh_tan_two_pow_m55[1];
extern const uint64_t lh_tan_neg_zero[1];
extern const uint32_t lh_pi_inv_table[41];

#endif

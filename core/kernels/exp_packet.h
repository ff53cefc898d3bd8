// The exp of a packet of Eigen's SIMD registers, for the kernels that work in packets (elementwise.cpp,
// attention_head.cpp). Not for the model: it sees only kernels.h.
#pragma once

#include <type_traits>

#include "core/base/tensor.h"

namespace al {

namespace ei = Eigen::internal;

// Eigen's exp of a packet, faster. For float with SSE or AVX2 it is Eigen's polynomial (pexp_float)
// with its last step, y·2^m, as two exact multiplications by powers of two instead of Eigen's general
// ldexp (four of them and the integer work to split m): the same bits for every float (all of them
// in [−100, 100] compared, ±∞ and NaN), about a fifth faster. AVX-512 (which has its own exp) and
// double keep Eigen's.
template <class P>
P exp_packet(const P& x) {
    using namespace ei;
    if constexpr (std::is_same_v<typename unpacket_traits<P>::type, float> && unpacket_traits<P>::size < 16) {
        using PI = typename unpacket_traits<P>::integer_packet;
        const P clamped = pmax(pmin(x, pset1<P>(88.723f)), pset1<P>(-88.723f));
        const P m = pfloor(pmadd(clamped, pset1<P>(1.44269504088896341f), pset1<P>(0.5f)));  // in [−128, 128]
        P r = pmadd(m, pset1<P>(-0.693359375f), clamped);
        r = pmadd(m, pset1<P>(2.12194440e-4f), r);
        const P r2 = pmul(r, r), r3 = pmul(r2, r);
        P y = pmadd(pset1<P>(1.9875691500E-4f), r, pset1<P>(1.3981999507E-3f));
        P y1 = pmadd(pset1<P>(4.1665795894E-2f), r, pset1<P>(1.6666665459E-1f));
        y = pmadd(y, r, pset1<P>(8.3334519073E-3f));
        y1 = pmadd(y1, r, pset1<P>(5.0000001201E-1f));
        y = pmadd(y, r3, y1);
        y = pmadd(y, r2, padd(r, pset1<P>(1.0f)));
        const PI e = pcast<P, PI>(m), half = parithmetic_shift_right<1>(e), bias = pset1<PI>(127);
        const P two_to_half = preinterpret<P>(plogical_shift_left<23>(padd(half, bias)));
        const P two_to_rest = preinterpret<P>(plogical_shift_left<23>(padd(psub(e, half), bias)));
        return pmax(pmul(pmul(y, two_to_half), two_to_rest), x);  // NaN stays NaN, as with Eigen's
    } else {
        return pexp(x);
    }
}

}  // namespace al

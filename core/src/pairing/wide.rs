//! Wide unsigned integers for matching weights: the Dutch criteria are packed
//! into bit fields, high priority in the high bits, and need more than 128 bits.

use std::cmp::Ordering;

/// Arithmetic a maximum-weight matching needs from its weights.
pub trait Weight: Copy + Ord + Eq + std::fmt::Debug {
    /// Zero.
    fn zero() -> Self;
    /// `self + other` (no overflow by construction: callers leave headroom).
    fn add(self, other: Self) -> Self;
    /// `self - other`, with `self >= other`.
    fn sub(self, other: Self) -> Self;
    /// `self / 2`.
    fn half(self) -> Self;
    /// `self + other - minus`, with a non-negative result (a slack).
    fn add_sub(self, other: Self, minus: Self) -> Self {
        self.add(other).sub(minus)
    }
    /// Whether it is zero.
    fn is_zero(self) -> bool {
        self == Self::zero()
    }
}

/// An unsigned integer of `64 * N` bits, little-endian limbs.
#[derive(Clone, Copy, Eq)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> std::fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "0x")?;
        for limb in self.0.iter().rev() {
            write!(f, "{limb:016x}")?;
        }
        Ok(())
    }
}

impl<const N: usize> PartialEq for Wide<N> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        // Limb by limb: the derived comparison calls memcmp, slow for these sizes.
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a == b)
    }
}

impl<const N: usize> Default for Wide<N> {
    #[inline]
    fn default() -> Self {
        Wide([0; N])
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline]
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                o => return o,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Wide<N> {
    /// The number of bits it holds.
    pub const BITS: u32 = 64 * N as u32;

    /// A small value.
    #[inline]
    pub fn from_u64(v: u64) -> Self {
        let mut w = Wide([0; N]);
        w.0[0] = v;
        w
    }

    /// Shifts left by `bits` (bits shifted out are lost).
    #[inline]
    pub fn shift_left(self, bits: u32) -> Self {
        let mut out = [0u64; N];
        let (limbs, rest) = ((bits / 64) as usize, bits % 64);
        for i in (limbs..N).rev() {
            let src = i - limbs;
            out[i] = self.0[src] << rest;
            if rest > 0 && src > 0 {
                out[i] |= self.0[src - 1] >> (64 - rest);
            }
        }
        Wide(out)
    }

    /// The `len` bits (at most 64) from bit `at` on, as a number.
    pub fn bits(self, at: u32, len: u32) -> u64 {
        debug_assert!(len <= 64);
        if len == 0 {
            return 0;
        }
        let (limb, rest) = ((at / 64) as usize, at % 64);
        let mut v = self.0.get(limb).map_or(0, |&l| l >> rest);
        if rest > 0 && rest + len > 64 {
            v |= self.0.get(limb + 1).map_or(0, |&l| l << (64 - rest));
        }
        if len < 64 { v & ((1u64 << len) - 1) } else { v }
    }

    /// The same with the `len` bits from bit `at` on cleared.
    pub fn clear_bits(mut self, at: u32, len: u32) -> Self {
        let (below, through) = (Self::ones(at), Self::ones(at + len));
        for i in 0..N {
            self.0[i] &= !(through.0[i] & !below.0[i]);
        }
        self
    }

    /// The same with `v << at` set with a bitwise or (bits beyond the top
    /// are lost, as with [`Self::shift_left`]).
    pub fn or_shifted(mut self, v: u64, at: u32) -> Self {
        let shifted = Self::from_u64(v).shift_left(at);
        for i in 0..N {
            self.0[i] |= shifted.0[i];
        }
        self
    }

    /// Sets the low bits to `v` with a bitwise or.
    #[inline]
    pub fn or_u64(mut self, v: u64) -> Self {
        self.0[0] |= v;
        self
    }

    /// `self + v`.
    #[inline]
    pub fn add_u64(self, v: u64) -> Self {
        self.add(Self::from_u64(v))
    }

    /// `self - v`, with `self >= v`.
    #[inline]
    pub fn sub_u64(self, v: u64) -> Self {
        self.sub(Self::from_u64(v))
    }

    /// A value with the lowest `bits` bits set.
    #[inline]
    pub fn ones(bits: u32) -> Self {
        let mut w = Wide([0; N]);
        for i in 0..N {
            let lo = 64 * i as u32;
            if bits >= lo + 64 {
                w.0[i] = u64::MAX;
            } else if bits > lo {
                w.0[i] = (1u64 << (bits - lo)) - 1;
            }
        }
        w
    }
}

impl<const N: usize> Weight for Wide<N> {
    #[inline]
    fn zero() -> Self {
        Wide([0; N])
    }

    #[inline]
    fn add(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = 0u128;
        for (i, slot) in out.iter_mut().enumerate() {
            let t = u128::from(self.0[i]) + u128::from(other.0[i]) + carry;
            *slot = t as u64;
            carry = t >> 64;
        }
        debug_assert_eq!(carry, 0, "weight overflow");
        Wide(out)
    }

    #[inline]
    fn sub(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = 0i128;
        for (i, slot) in out.iter_mut().enumerate() {
            let t = i128::from(self.0[i]) - i128::from(other.0[i]) + carry;
            *slot = t as u64;
            carry = t >> 64;
        }
        debug_assert_eq!(carry, 0, "weight underflow");
        Wide(out)
    }

    /// One pass over the limbs, the carry of both operations together.
    #[inline]
    fn add_sub(self, other: Self, minus: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = 0i128;
        for (i, slot) in out.iter_mut().enumerate() {
            let t = i128::from(self.0[i]) + i128::from(other.0[i]) - i128::from(minus.0[i]) + carry;
            *slot = t as u64;
            carry = t >> 64;
        }
        debug_assert_eq!(carry, 0, "negative slack");
        Wide(out)
    }

    #[inline]
    fn is_zero(self) -> bool {
        self.0.iter().all(|&limb| limb == 0)
    }

    #[inline]
    fn half(self) -> Self {
        let mut out = [0u64; N];
        for (i, slot) in out.iter_mut().enumerate() {
            *slot = self.0[i] >> 1;
            if i + 1 < N {
                *slot |= self.0[i + 1] << 63;
            }
        }
        Wide(out)
    }
}

impl Weight for i64 {
    #[inline]
    fn zero() -> Self {
        0
    }
    #[inline]
    fn add(self, other: Self) -> Self {
        self + other
    }
    #[inline]
    fn sub(self, other: Self) -> Self {
        self - other
    }
    #[inline]
    fn half(self) -> Self {
        self / 2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[inline]
    fn arithmetic_across_limbs() {
        let a = Wide::<3>::from_u64(u64::MAX);
        let b = a.add(Wide::from_u64(1));
        assert_eq!(b.0, [0, 1, 0]);
        assert_eq!(b.sub(Wide::from_u64(1)), a);
        assert_eq!(Wide::<3>::from_u64(3).shift_left(127).0, [0, 1 << 63, 1]);
        assert_eq!(Wide::<3>([0, 1, 0]).half().0, [1 << 63, 0, 0]);
        assert!(Wide::<2>([0, 1]) > Wide::<2>([u64::MAX, 0]));
        assert_eq!(Wide::<2>::ones(70).0, [u64::MAX, 63]);
        let w = Wide::<2>([0xf0 << 56, 0b1011]);
        assert_eq!(w.bits(60, 8), 0b1011_1111);
        assert_eq!(w.clear_bits(62, 3), Wide::<2>([0x30 << 56, 0b1010]));
        assert_eq!(Wide::<2>::zero().or_shifted(0b101, 62).0, [1 << 62, 1]);
        // At and past the top: missing bits read as zero, set ones are lost.
        assert_eq!(Wide::<2>([0, u64::MAX]).bits(100, 64), (1 << 28) - 1);
        assert_eq!(Wide::<2>([0, u64::MAX]).bits(128, 5), 0);
        assert_eq!(Wide::<2>([0, u64::MAX]).bits(64, 0), 0);
        assert_eq!(Wide::<2>([u64::MAX; 2]).clear_bits(100, 64).0, [u64::MAX, (1 << 36) - 1]);
        assert_eq!(Wide::<2>::zero().or_shifted(0b11, 127).0, [0, 1 << 63]);
    }
}

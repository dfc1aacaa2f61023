//! The FIDE Rating Regulations tables the rating tie-breaks use (B.02
//! 8.1.1 and 8.1.2), without the ±400 cap.

/// 8.1.1: rating difference `dp` for a fractional score `p` in hundredths (0-100).
pub fn dp(p: u32) -> i32 {
    const LOWER_HALF: [i32; 50] = [
        -800, -677, -589, -538, -501, -470, -444, -422, -401, -383, -366, -351, -336, -322, -309, -296, -284, -273,
        -262, -251, -240, -230, -220, -211, -202, -193, -184, -175, -166, -158, -149, -141, -133, -125, -117, -110,
        -102, -95, -87, -80, -72, -65, -57, -50, -43, -36, -29, -21, -14, -7,
    ];
    let p = p.min(100) as usize;
    if p < 50 {
        LOWER_HALF[p]
    } else if p == 50 {
        0
    } else {
        -LOWER_HALF[100 - p]
    }
}

/// Upper bounds of the rating-difference ranges of 8.1.2 as the reference
/// program's table has them: the expected score of the higher-rated player
/// is .50 for |D| <= 3, .51 up to 10, and so on; 1.00 beyond the last bound.
/// One place differs from the printed table, and the vectors follow the
/// reference: .92 ends at 410 (printed: 411).
///
/// Open (PTP, 31 players): every remaining mismatch has a difference of
/// 610-616 at the crossing. Making 610 give .99 fixes 16 of them (e.g.
/// dutch_0005 #13 needs 1763) but 15 others then stop too early: dutch_0062
/// #5 (opponents 1365, 2405, 1298, score 2) needs 1918 although 1908 already
/// reaches 2.00 with 610 -> .99. Rejected so far: float sums in round order,
/// scanning down from the highest opponent + 800, starting at the own rating
/// or at ARO, bisection over several intervals, a shifted lower-rated side.
const PD_BOUNDS: [u32; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
    206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 410, 432, 456, 484, 517, 559, 619,
    735,
];

/// 8.1.2: the expected score, in hundredths, of a player rated `diff` points
/// above (negative: below) the opponent.
pub fn expected(diff: i32) -> u32 {
    let d = diff.unsigned_abs();
    let higher = 50 + PD_BOUNDS.iter().position(|&b| d <= b).unwrap_or(50) as u32;
    if diff >= 0 { higher } else { 100 - higher }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!((dp(0), dp(50), dp(100), dp(83), dp(17)), (-800, 0, 800, 273, -273));
        assert_eq!((expected(0), expected(4), expected(-4), expected(736), expected(735)), (50, 51, 49, 100, 99));
    }
}

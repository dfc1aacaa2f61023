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

/// Upper bounds of the rating-difference ranges of 8.1.2, as printed: the
/// expected score of the higher-rated player is .50 for |D| <= 3, .51 up to
/// 10, and so on; 1.00 beyond the last bound.
const PD_BOUNDS: [u32; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
    206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619,
    735,
];

/// 8.1.2: the expected score, in hundredths, of a player rated `diff` points
/// above (negative: below) the opponent.
pub fn expected(diff: i32) -> u32 {
    let d = diff.unsigned_abs();
    let higher = 50 + PD_BOUNDS.iter().position(|&b| d <= b).unwrap_or(50) as u32;
    if diff >= 0 { higher } else { 100 - higher }
}

/// The perfect tournament performance (C.07 10.4): the lowest rating whose
/// expected score against `opponents` reaches `score` (in units where a win is `win`),
/// found the way the reference program searches: a galloping search from the tournament
/// performance `start` in steps of 16, 32, 64, ... brackets the answer, then a
/// bisection that always moves the upper end by the halved step narrows it.
/// A zero score gives the lowest opponent rating - 800.
pub fn perfect_performance(score: i64, win: i64, opponents: &[i64], start: i64) -> i64 {
    let (Some(&lowest), Some(&highest)) = (opponents.iter().min(), opponents.iter().max()) else {
        return 0;
    };
    if score <= 0 {
        return lowest - 800;
    }
    if score > win * opponents.len() as i64 {
        return highest + 800;
    }
    let reaches = |r: i64| {
        let sum: i64 = opponents.iter().map(|&opp| i64::from(expected(clamp_diff(r - opp)))).sum();
        sum * win >= score * 100
    };
    let mut step = 16;
    let (mut low, mut high);
    if reaches(start) {
        high = start;
        while reaches(start - step) {
            high = start - step;
            step *= 2;
        }
        low = start - step;
    } else {
        low = start;
        while !reaches(start + step) {
            low = start + step;
            step *= 2;
        }
        high = start + step;
    }
    step = high - low;
    while high - low > 1 {
        step /= 2;
        if reaches(low + step) {
            high -= step;
        } else {
            low += step;
        }
    }
    high
}

fn clamp_diff(diff: i64) -> i32 {
    diff.clamp(-800, 800) as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables() {
        assert_eq!((dp(0), dp(50), dp(100), dp(83), dp(17)), (-800, 0, 800, 273, -273));
        assert_eq!((expected(0), expected(4), expected(-4), expected(736), expected(735)), (50, 51, 49, 100, 99));
        assert_eq!((expected(410), expected(411), expected(412)), (92, 92, 93), "B.02 8.1.2: .92 for 392-411");
        assert_eq!((expected(619), expected(620), expected(-620)), (98, 99, 1), "B.02 8.1.2: .99 for 620-735");
    }

    #[test]
    fn perfect_performance_examples() {
        // 0 %: lowest - 800; 100 %: the first difference where the table gives 1.00.
        assert_eq!(perfect_performance(0, 10, &[1500, 1700], 0), 700);
        assert_eq!(perfect_performance(20, 10, &[1500, 1700], 2500), 1700 + 736);
        // 50 % against equal opposition: .50 holds down to a difference of -3.
        assert_eq!(perfect_performance(10, 10, &[1600, 1600], 1600), 1597);
        // One point from two: the lowest R whose expected sum reaches 1.00.
        let r = perfect_performance(10, 10, &[1500, 1700], 1600);
        let sum = |r: i64| expected((r - 1500) as i32) + expected((r - 1700) as i32);
        assert!(sum(r) >= 100 && sum(r - 1) < 100);
        assert_eq!(perfect_performance(10, 10, &[], 0), 0);
    }
}

//! Windoku's map of extra blocks.

use super::box_shape;

/// Windoku's extra regions for a size with square boxes `b x b`: `(b-1)²`
/// blocks of `b x b` starting at rows/columns `1, b+2, 2b+3, …` (0-based).
/// For 9x9 these are the four blocks of the paper's Table 4.
pub fn windoku_map(n: usize) -> Option<Vec<u8>> {
    let (r, c) = box_shape(n)?;
    if r != c {
        return None;
    }
    let b = r;
    let mut map = vec![0u8; n * n];
    for br in 0..b - 1 {
        for bc in 0..b - 1 {
            let label = (br * (b - 1) + bc + 1) as u8;
            for i in 0..b {
                for j in 0..b {
                    let row = 1 + br * (b + 1) + i;
                    let col = 1 + bc * (b + 1) + j;
                    map[row * n + col] = label;
                }
            }
        }
    }
    Some(map)
}

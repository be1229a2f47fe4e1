//! The "snarfable" killer line: one character per cell, row by row. A
//! cage's head holds its sum (`1`-`9`, then `A`-`Z` for 10-35 and `a`-`j`
//! for 36-45); every other cell an arrow to a neighbour of its cage, side
//! by side (`<` `>` `^` `v`) or across a corner (`` ` `` `'` `,` `.` for
//! above-left, above-right, below-left, below-right), so that following the
//! arrows from any cell reaches the head. A cell holding `0` (a sum no cage
//! can have) is in no cage. Cells joined by a diagonal arrow only make a
//! cage joined by corners (`Joined::ByCorners`).

use sheetdoku_core::{Cage, CellNamer};

/// The arrows, each with its row and column step.
const ARROWS: [(char, isize, isize); 8] = [
    ('<', 0, -1),
    ('>', 0, 1),
    ('^', -1, 0),
    ('v', 1, 0),
    ('`', -1, -1),
    ('\'', -1, 1),
    (',', 1, -1),
    ('.', 1, 1),
];

/// The sum a head character stands for (`0`: a cell in no cage).
pub(super) fn sum_of(c: char) -> Option<u32> {
    match c {
        '0'..='9' => Some(c as u32 - '0' as u32),
        'A'..='Z' => Some(c as u32 - 'A' as u32 + 10),
        'a'..='j' => Some(c as u32 - 'a' as u32 + 36),
        _ => None,
    }
}

/// The row and column step of an arrow.
pub(super) fn arrow(c: char) -> Option<(isize, isize)> {
    ARROWS
        .iter()
        .find(|(a, _, _)| *a == c)
        .map(|&(_, dr, dc)| (dr, dc))
}

/// The size and cages of a snarfable line.
pub(super) fn cages(line: &str) -> Result<(usize, Vec<Cage>), String> {
    let chars: Vec<char> = line.chars().collect();
    let n = super::square_size(chars.len(), "the line")?;
    let name = |c: usize| CellNamer::default().cell(n, c);
    // Where each cell's arrow leads (itself for a head).
    let mut next = vec![0usize; n * n];
    for (cell, &c) in chars.iter().enumerate() {
        next[cell] = if sum_of(c).is_some() {
            cell
        } else {
            let (dr, dc) = arrow(c)
                .ok_or_else(|| format!("{}: '{c}' is neither a sum nor an arrow", name(cell)))?;
            let r = (cell / n) as isize + dr;
            let col = (cell % n) as isize + dc;
            if !(0..n as isize).contains(&r) || !(0..n as isize).contains(&col) {
                return Err(format!("{}: '{c}' points off the grid", name(cell)));
            }
            r as usize * n + col as usize
        };
    }
    let mut head_of = Vec::with_capacity(n * n);
    for start in 0..n * n {
        let mut cell = start;
        let mut steps = 0;
        while next[cell] != cell {
            cell = next[cell];
            steps += 1;
            if steps > n * n {
                return Err(format!(
                    "{}: its arrows go round in a loop and reach no sum",
                    name(start)
                ));
            }
        }
        head_of.push(cell);
    }
    let mut cages = Vec::new();
    for head in (0..n * n).filter(|&c| next[c] == c) {
        let cells: Vec<usize> = (0..n * n).filter(|&c| head_of[c] == head).collect();
        let sum = sum_of(chars[head]).unwrap_or(0);
        if sum == 0 {
            // A cell in no cage; arrows to it would make a cage of sum 0.
            if let Some(&from) = cells.iter().find(|&&c| c != head) {
                return Err(format!(
                    "{}: its arrow leads to {}, whose '0' marks a cell in no cage",
                    name(from),
                    name(head)
                ));
            }
            continue;
        }
        cages.push(Cage::reaching_corners(cells, sum, n));
    }
    Ok((n, cages))
}

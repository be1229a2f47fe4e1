//! Whether a region's cells hang together (a jigsaw region must), side by
//! side or, for a cage whose form allows it, by corners too.

/// Cells of `cells` not 4-connected to `cells[0]` within `cells`.
pub(super) fn unreachable_cells(n: usize, cells: &[usize]) -> Vec<usize> {
    unreachable(n, cells, false)
}

/// Cells of `cells` not 8-connected to `cells[0]` within `cells`: not
/// reached through sides or corners.
pub(super) fn unreachable_by_corners(n: usize, cells: &[usize]) -> Vec<usize> {
    unreachable(n, cells, true)
}

/// Cells of `cells` (sorted) not reached from `cells[0]` within `cells`,
/// by sides, and by corners too when `corners`.
fn unreachable(n: usize, cells: &[usize], corners: bool) -> Vec<usize> {
    let Some(&first) = cells.first() else {
        return Vec::new();
    };
    let inside = |c: usize| cells.binary_search(&c).is_ok();
    let mut seen = vec![false; n * n];
    let mut stack = vec![first];
    seen[first] = true;
    while let Some(c) = stack.pop() {
        let (r, col) = ((c / n) as isize, (c % n) as isize);
        for (dr, dc) in [
            (-1, 0),
            (1, 0),
            (0, -1),
            (0, 1),
            (-1, -1),
            (-1, 1),
            (1, -1),
            (1, 1),
        ] {
            if !corners && dr != 0 && dc != 0 {
                continue;
            }
            let (nr, nc) = (r + dr, col + dc);
            if !(0..n as isize).contains(&nr) || !(0..n as isize).contains(&nc) {
                continue;
            }
            let d = nr as usize * n + nc as usize;
            if !seen[d] && inside(d) {
                seen[d] = true;
                stack.push(d);
            }
        }
    }
    cells.iter().copied().filter(|&c| !seen[c]).collect()
}

/// The side-joined pieces of `cells` (sorted), each in reading order, in
/// reading order of their first cells.
pub(super) fn pieces(n: usize, cells: &[usize]) -> Vec<Vec<usize>> {
    let mut left: Vec<usize> = cells.to_vec();
    let mut out = Vec::new();
    while !left.is_empty() {
        let cut_off = unreachable_cells(n, &left);
        let piece: Vec<usize> = left
            .iter()
            .copied()
            .filter(|c| !cut_off.contains(c))
            .collect();
        out.push(piece);
        left = cut_off;
    }
    out
}

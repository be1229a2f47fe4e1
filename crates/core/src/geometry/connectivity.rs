//! Whether a region's cells hang together (a jigsaw region must).

/// Cells of `cells` not 4-connected to `cells[0]` within `cells`.
pub(super) fn unreachable_cells(n: usize, cells: &[usize]) -> Vec<usize> {
    let inside = |c: usize| cells.binary_search(&c).is_ok();
    let mut seen = vec![false; n * n];
    let mut stack = vec![cells[0]];
    seen[cells[0]] = true;
    while let Some(c) = stack.pop() {
        let (r, col) = (c / n, c % n);
        let mut next = Vec::with_capacity(4);
        if r > 0 {
            next.push(c - n);
        }
        if r + 1 < n {
            next.push(c + n);
        }
        if col > 0 {
            next.push(c - 1);
        }
        if col + 1 < n {
            next.push(c + 1);
        }
        for d in next {
            if !seen[d] && inside(d) {
                seen[d] = true;
                stack.push(d);
            }
        }
    }
    cells.iter().copied().filter(|&c| !seen[c]).collect()
}

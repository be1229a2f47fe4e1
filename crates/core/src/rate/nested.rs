//! The techniques a nested forcing chain applies inside an assumption, once
//! the singles stop (SE's `getAdvancedPotentials`): from nesting level 1
//! locked candidates, hidden and naked pairs and X-Wings; from level 2
//! plain forcing chains, from level 3 cell and unit forcing chains (both
//! along static links); at level 4, instead of those two, dynamic forcing
//! chains. The first of them that finds anything is used.
//!
//! Each deduction comes with its parents, the candidates the assumption
//! had to turn off for it to work (SE's `getRuleParents`): a deduction
//! that needs none is already possible without the assumption and is left
//! out.

use super::branches::{search, Kind, Mode};
use super::candidates::{bit, digits, Board};
use super::propagate::{literal, split, Cause, Deduction, Propagator};

/// The deductions of the first technique of `p.level` that finds any on
/// `work` (the candidates the assumption left).
pub(super) fn deductions(p: &Propagator, work: &[u32]) -> Vec<Deduction> {
    let found = locked(p, work);
    if !found.is_empty() {
        return found;
    }
    let found = pairs(p, work);
    if !found.is_empty() {
        return found;
    }
    let found = x_wings(p, work);
    if !found.is_empty() || p.level < 2 {
        return found;
    }
    let modes: &[Mode] = match p.level {
        2 => &[Mode::Unary],
        3 => &[Mode::Unary, Mode::Multiple],
        _ => &[Mode::Dynamic],
    };
    for &mode in modes {
        let found = chains(p, work, mode);
        if !found.is_empty() {
            return found;
        }
    }
    Vec::new()
}

/// The literals "off" of the candidates of `cells` with digit `d` (every
/// digit when 0) that the position had and `work` has lost.
fn lost(p: &Propagator, work: &[u32], cells: &[usize], d: u8, out: &mut Vec<u32>) {
    let n = p.t.n;
    for &c in cells {
        let only = if d == 0 { u32::MAX } else { bit(d) };
        for e in digits(p.board.cands[c] & !work[c] & only) {
            out.push(literal(c, e, false, n));
        }
    }
}

/// Keeps a deduction that has parents.
fn push(out: &mut Vec<Deduction>, off: u32, parents: Vec<u32>, length: u32) {
    if !parents.is_empty() {
        out.push((off, parents, length));
    }
}

/// Locked candidates: a digit of one unit confined to the cells it shares
/// with another leaves the other's remaining cells.
fn locked(p: &Propagator, work: &[u32]) -> Vec<Deduction> {
    let t = p.t;
    let mut out = Vec::new();
    for o in &t.overlaps {
        for d in 1..=t.n as u8 {
            let places = t.units[o.from].iter().filter(|&&c| work[c] & bit(d) != 0);
            let mut any = false;
            let mut inside = true;
            for &c in places {
                any = true;
                inside &= o.shared.contains(c);
            }
            if !any || !inside {
                continue;
            }
            let outside: Vec<usize> = t.units[o.from]
                .iter()
                .copied()
                .filter(|&c| !o.shared.contains(c))
                .collect();
            for &c in &t.units[o.to] {
                if !o.shared.contains(c) && work[c] & bit(d) != 0 {
                    let mut parents = Vec::new();
                    lost(p, work, &outside, d, &mut parents);
                    push(&mut out, literal(c, d, false, t.n), parents, 0);
                }
            }
        }
    }
    out
}

/// Hidden pairs, then naked pairs, in every unit.
fn pairs(p: &Propagator, work: &[u32]) -> Vec<Deduction> {
    let t = p.t;
    let n = t.n;
    let mut out = Vec::new();
    for cells in &t.units {
        // The places of each digit, as a mask over the unit's cells.
        let places: Vec<u32> = (1..=n as u8)
            .map(|d| {
                cells
                    .iter()
                    .enumerate()
                    .filter(|&(_, &c)| work[c] & bit(d) != 0)
                    .fold(0, |m, (i, _)| m | 1 << i)
            })
            .collect();
        for a in 1..=n as u8 {
            let mask = places[a as usize - 1];
            if mask.count_ones() != 2 {
                continue;
            }
            for b in a + 1..=n as u8 {
                if places[b as usize - 1] != mask {
                    continue;
                }
                let (pa, others): (Vec<usize>, Vec<usize>) =
                    (0..cells.len()).partition(|&i| mask >> i & 1 == 1);
                let pa: Vec<usize> = pa.into_iter().map(|i| cells[i]).collect();
                let others: Vec<usize> = others.into_iter().map(|i| cells[i]).collect();
                for &c in &pa {
                    for e in digits(work[c] & !bit(a) & !bit(b)) {
                        let mut parents = Vec::new();
                        lost(p, work, &others, a, &mut parents);
                        lost(p, work, &others, b, &mut parents);
                        push(&mut out, literal(c, e, false, n), parents, 0);
                    }
                }
            }
        }
    }
    if !out.is_empty() {
        return out;
    }
    for cells in &t.units {
        for (i, &c1) in cells.iter().enumerate() {
            let m = work[c1];
            if p.board.values[c1] != 0 || m.count_ones() != 2 {
                continue;
            }
            for &c2 in &cells[i + 1..] {
                if work[c2] != m || p.board.values[c2] != 0 {
                    continue;
                }
                for &c in cells {
                    for e in digits(work[c] & m) {
                        if c != c1 && c != c2 {
                            let mut parents = Vec::new();
                            lost(p, work, &[c1, c2], 0, &mut parents);
                            push(&mut out, literal(c, e, false, n), parents, 0);
                        }
                    }
                }
            }
        }
    }
    out
}

/// X-Wings: a digit of two disjoint units confined to two disjoint cover
/// units leaves the covers' other cells.
fn x_wings(p: &Propagator, work: &[u32]) -> Vec<Deduction> {
    let t = p.t;
    let mut out = Vec::new();
    let units = t.units.len();
    for d in 1..=t.n as u8 {
        let places: Vec<Vec<usize>> = t
            .units
            .iter()
            .map(|cells| {
                cells
                    .iter()
                    .copied()
                    .filter(|&c| work[c] & bit(d) != 0)
                    .collect()
            })
            .collect();
        for b1 in 0..units {
            if !(1..=2).contains(&places[b1].len()) {
                continue;
            }
            for b2 in b1 + 1..units {
                if !t.disjoint(b1, b2) || !(1..=2).contains(&places[b2].len()) {
                    continue;
                }
                let all: Vec<usize> = places[b1].iter().chain(&places[b2]).copied().collect();
                for &c1 in &t.cell_units[all[0]] {
                    let rest: Vec<usize> = all
                        .iter()
                        .copied()
                        .filter(|&c| !t.unit_sets[c1].contains(c))
                        .collect();
                    if c1 == b1 || c1 == b2 || rest.is_empty() {
                        continue;
                    }
                    for &c2 in &t.cell_units[rest[0]] {
                        let fits = rest.iter().all(|&c| t.unit_sets[c2].contains(c));
                        if !fits || c2 == b1 || c2 == b2 || !t.disjoint(c1, c2) {
                            continue;
                        }
                        let base = t.unit_sets[b1].union(&t.unit_sets[b2]);
                        let cover = t.unit_sets[c1].union(&t.unit_sets[c2]);
                        let outside: Vec<usize> = t.units[b1]
                            .iter()
                            .chain(&t.units[b2])
                            .copied()
                            .filter(|&c| !cover.contains(c))
                            .collect();
                        for &c in t.units[c1].iter().chain(&t.units[c2]) {
                            if !base.contains(c) && work[c] & bit(d) != 0 {
                                let mut parents = Vec::new();
                                lost(p, work, &outside, d, &mut parents);
                                push(&mut out, literal(c, d, false, t.n), parents, 0);
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// The forcing chains of `mode` on `work`, each elimination with the
/// candidates the chain needed gone (the lost candidates of each cell or
/// unit that made a last candidate or place on its way).
fn chains(p: &Propagator, work: &[u32], mode: Mode) -> Vec<Deduction> {
    let t = p.t;
    let n = t.n;
    let board = Board {
        values: p.board.values.clone(),
        cands: work.to_vec(),
    };
    let inner = Propagator {
        t,
        board: &board,
        dynamic: mode == Mode::Dynamic,
        level: 0,
        stalled: deductions,
    };
    let mut s = search(&inner, mode);
    s.found.sort_by_key(|c| c.length);
    let mut out = Vec::new();
    for c in &s.found {
        let mut parents = Vec::new();
        for &(o, end) in &c.ends {
            let outcome = &s.outcomes[o];
            for i in outcome.ancestors(end) {
                let node = outcome.nodes[i as usize];
                let (cell, d, on) = split(node.lit, n);
                if !on {
                    continue;
                }
                match (node.cause, c.kind) {
                    (Cause::LastInCell, _) | (Cause::Assumed, Kind::Cell(_)) => {
                        lost(p, work, &[cell], 0, &mut parents)
                    }
                    (Cause::LastInUnit(u), _) => {
                        lost(p, work, &t.units[u as usize], d, &mut parents)
                    }
                    (Cause::Assumed, Kind::Unit(u, _)) => {
                        lost(p, work, &t.units[u], d, &mut parents)
                    }
                    _ => {}
                }
            }
        }
        parents.sort_unstable();
        parents.dedup();
        let (cell, d, on) = split(c.target, n);
        let removed = if on {
            work[cell] & !bit(d)
        } else {
            work[cell] & bit(d)
        };
        for e in digits(removed) {
            push(
                &mut out,
                literal(cell, e, false, n),
                parents.clone(),
                c.length,
            );
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::candidates::Tables;
    use super::super::tests::geometry;
    use super::*;
    use crate::grid::Grid;

    #[test]
    fn nested_chains_are_sound_and_name_their_parents() {
        // The givens of a puzzle SE rates 8.9; inside an assumption that
        // holds, every other cell has lost a wrong candidate: every chain
        // found on what is left removes a wrong candidate and rests on
        // some of the candidates gone.
        let g = geometry(9);
        let t = Tables::new(&g);
        let givens = Grid::parse_line(
            "..93.8.2.....9.......2..1.3..8.6.....2...4...7.5...3.4...6.......6...5.7.4..728..",
        )
        .unwrap();
        let board = Board::from_givens(&t, &givens).unwrap();
        let solution = crate::engine::solve_native(&g, &givens).unwrap().unwrap();
        let right = |c: usize| solution.cells()[c];
        let mut work = board.cands.clone();
        for (c, cands) in work.iter_mut().enumerate() {
            let wrong = *cands & !bit(right(c));
            if wrong != 0 && c % 2 == 0 {
                *cands &= !(1 << wrong.trailing_zeros());
            }
        }
        let p = Propagator {
            t: &t,
            board: &board,
            dynamic: true,
            level: 2,
            stalled: deductions,
        };
        let mut counts = Vec::new();
        for mode in [Mode::Unary, Mode::Multiple, Mode::Dynamic] {
            let found = chains(&p, &work, mode);
            counts.push((mode, found.len()));
            for (off, parents, length) in found {
                let (cell, d, on) = split(off, 9);
                assert!(!on && right(cell) != d, "{mode:?}");
                assert!(length >= 2 && !parents.is_empty());
                for lit in parents {
                    let (c, e, _) = split(lit, 9);
                    assert!(board.cands[c] & bit(e) != 0 && work[c] & bit(e) == 0);
                }
            }
        }
        // A unary chain need not exist on this position; the wider forms
        // (several starts, dynamic) must find one.
        eprintln!("chains found: {counts:?}");
        assert!(
            counts.iter().all(|&(mode, k)| mode == Mode::Unary || k > 0),
            "{counts:?}"
        );
    }
}

//! Innies and outies over several units (3.9, see `docs/killer.md`): the
//! rule of 45 on a run of rows or of columns (one to all but one), or on
//! neighbouring blocks (one to four), written as a sum of cells with a
//! known value, and worked out digit by digit.
//!
//! For a set of units holding each digit once per unit (45 a unit on a
//! 9x9), the cages lying inside it take their sums away; a cage poking out
//! either stays out (its cells inside are innies, added) or is taken in
//! whole (its sum taken away, its cells outside are outies, subtracted),
//! whichever leaves fewer cells. That gives "innies less outies = k", say
//! `A4 + B4 − C5 = 7` for rows 1 to 4. Unlike cage splitting, the cells
//! need not see each other: a digit may repeat where two cells do not
//! share a unit or a cage. A candidate with which no digits of the other
//! cells (their candidates, different where they see each other) make the
//! sum leaves its cell.
//!
//! The search that finds the digits is bounded (groups of at most
//! [`MOST_CELLS`] open cells, [`BUDGET`] steps a group); where the bound
//! cuts it short, the candidate stays.

use super::candidates::{bit, Board, Deductions, Tables};
use super::mask::digits;
use super::note::Note;
use super::split::{cage_groups, Group};
use crate::geometry::UnitKind;

/// The most open cells in one sum.
const MOST_CELLS: usize = 10;

/// The most steps of the search for one sum.
const BUDGET: usize = 20_000;

/// The most neighbouring blocks taken together.
const MOST_BLOCKS: usize = 4;

/// Cells with signs (+1 innies, -1 outies) adding up to `target`.
struct Equation {
    cells: Vec<usize>,
    signs: Vec<i32>,
    target: i32,
}

/// Innies and outies over several units: every candidate that no digits
/// of the other cells of a sum fit.
pub(super) fn sums_over_units(t: &Tables, board: &Board) -> Deductions {
    let mut found = Deductions::default();
    if t.cages.is_empty() {
        return found;
    }
    let cages = cage_groups(t, board);
    let mut seen: Vec<(Vec<usize>, Vec<i32>, i32)> = Vec::new();
    for units in unit_sets(t) {
        for eq in equations(t, board, &cages, &units) {
            let key = (eq.cells.clone(), eq.signs.clone(), eq.target);
            if seen.contains(&key) {
                continue;
            }
            seen.push(key);
            let Some(allowed) = supports(t, board, &eq) else {
                continue;
            };
            let before = found.removes.len();
            for (&c, &mask) in eq.cells.iter().zip(&allowed) {
                found.remove(board, c, !mask);
            }
            found.close_with(before, || describe(&units, &eq));
        }
    }
    found
}

/// "the rule of 45 on rows 1 to 4: A4 + B4 − C5 = 7; ...".
fn describe(units: &[usize], eq: &Equation) -> Note {
    let mut note = Note::new()
        .word("note-sum-of")
        .text(" ")
        .units(units.iter().copied())
        .text(": ");
    let mut first = true;
    for (&c, &s) in eq.cells.iter().zip(&eq.signs) {
        if s > 0 && !first {
            note = note.text(" + ");
        } else if s < 0 {
            note = note.text(if first { "−" } else { " − " });
        }
        note = note.cell(c);
        first = false;
    }
    note.text(&format!(" = {}; ", eq.target))
        .word("note-sum-cannot")
}

/// The sets of units the rule is taken on: runs of one to `n - 1`
/// neighbouring rows, the same of columns, and one to [`MOST_BLOCKS`]
/// blocks (or jigsaw regions) joined side by side.
fn unit_sets(t: &Tables) -> Vec<Vec<usize>> {
    let mut sets = Vec::new();
    for kind in [UnitKind::Row, UnitKind::Column] {
        let lines: Vec<usize> = (0..t.units.len()).filter(|&u| t.kinds[u] == kind).collect();
        for run in 1..lines.len() {
            sets.extend(lines.windows(run).map(<[usize]>::to_vec));
        }
    }
    let blocks: Vec<usize> = (0..t.units.len())
        .filter(|&u| matches!(t.kinds[u], UnitKind::Block | UnitKind::Region))
        .collect();
    let touch = |a: usize, b: usize| {
        t.units[a].iter().any(|&x| {
            t.units[b].iter().any(|&y| {
                let (rx, cx, ry, cy) = (x / t.n, x % t.n, y / t.n, y % t.n);
                rx.abs_diff(ry) + cx.abs_diff(cy) == 1
            })
        })
    };
    let mut level: Vec<Vec<usize>> = blocks.iter().map(|&b| vec![b]).collect();
    for size in 1..=MOST_BLOCKS.min(blocks.len().saturating_sub(1)) {
        sets.extend(level.iter().cloned());
        if size == MOST_BLOCKS {
            break;
        }
        let mut next: Vec<Vec<usize>> = Vec::new();
        for set in &level {
            for &b in &blocks {
                if set.contains(&b) || !set.iter().any(|&a| touch(a, b)) {
                    continue;
                }
                let mut grown = set.clone();
                grown.push(b);
                grown.sort_unstable();
                if !next.contains(&grown) {
                    next.push(grown);
                }
            }
        }
        level = next;
    }
    sets
}

/// The sums of `units`: the innies alone, every poking cage taken in, and
/// each poking cage taken in where that leaves fewer cells.
fn equations(t: &Tables, board: &Board, cages: &[Group], units: &[usize]) -> Vec<Equation> {
    let mut inside = vec![false; t.n * t.n];
    for &u in units {
        for &c in &t.units[u] {
            inside[c] = true;
        }
    }
    let placed: i32 = (0..t.n * t.n)
        .filter(|&c| inside[c])
        .map(|c| i32::from(board.values[c]))
        .sum();
    let total = (units.len() * t.n * (t.n + 1) / 2) as i32 - placed;
    let mut innies: Vec<usize> = (0..t.n * t.n)
        .filter(|&c| inside[c] && board.values[c] == 0)
        .collect();
    let mut within = 0i32;
    let mut poking: Vec<(&Group, Vec<usize>, Vec<usize>)> = Vec::new();
    for g in cages {
        let (ins, outs): (Vec<usize>, Vec<usize>) = g.cells.iter().partition(|&&c| inside[c]);
        if outs.is_empty() {
            within += g.sum as i32;
            innies.retain(|c| !g.cells.contains(c));
        } else if !ins.is_empty() {
            poking.push((g, ins, outs));
        }
    }
    let mut found = Vec::new();
    for choice in [Take::None, Take::Fewer, Take::All] {
        let mut pos = innies.clone();
        let mut neg = Vec::new();
        let mut target = total - within;
        for (g, ins, outs) in &poking {
            let take = match choice {
                Take::None => false,
                Take::Fewer => outs.len() < ins.len(),
                Take::All => true,
            };
            if take {
                pos.retain(|c| !ins.contains(c));
                neg.extend(outs.iter().copied());
                target -= g.sum as i32;
            }
        }
        if pos.len() + neg.len() > MOST_CELLS || pos.len() + neg.len() < 2 {
            continue;
        }
        if pos.is_empty() {
            // Outies alone: their sum, written as such.
            std::mem::swap(&mut pos, &mut neg);
            target = -target;
        }
        pos.sort_unstable();
        neg.sort_unstable();
        let signs = std::iter::repeat_n(1, pos.len())
            .chain(std::iter::repeat_n(-1, neg.len()))
            .collect();
        pos.extend(neg);
        found.push(Equation {
            cells: pos,
            signs,
            target,
        });
    }
    found
}

/// Which cages poking out of the units are taken in whole.
#[derive(Clone, Copy)]
enum Take {
    None,
    Fewer,
    All,
}

/// The digits each cell of `eq` can hold in some filling of its cells
/// (candidates only, different where cells see each other) that makes the
/// sum; `None` where the search ran past its budget before finding
/// anything to remove.
fn supports(t: &Tables, board: &Board, eq: &Equation) -> Option<Vec<u32>> {
    let k = eq.cells.len();
    let cands: Vec<u32> = eq.cells.iter().map(|&c| board.cands[c]).collect();
    let mut allowed = vec![0u32; k];
    let mut budget = BUDGET;
    for i in 0..k {
        for d in digits(cands[i]) {
            if allowed[i] & bit(d) != 0 {
                continue;
            }
            let mut masks = cands.clone();
            masks[i] = bit(d);
            let mut search = Search::new(t, eq, masks);
            match search.run(&mut budget) {
                Some(filling) => {
                    for (a, &digit) in allowed.iter_mut().zip(&filling) {
                        *a |= bit(digit);
                    }
                }
                None if budget == 0 => allowed[i] |= bit(d),
                None => {}
            }
        }
    }
    let removes = (0..k).any(|i| cands[i] & !allowed[i] != 0);
    removes.then_some(allowed)
}

/// One filling search: cells taken fewest candidates first.
struct Search {
    order: Vec<usize>,
    masks: Vec<u32>,
    signs: Vec<i32>,
    /// For each position in `order`, the earlier positions whose cells see
    /// its cell.
    seen_by: Vec<Vec<usize>>,
    /// The least and most the cells from each position on add.
    low: Vec<i32>,
    high: Vec<i32>,
    target: i32,
    digits: Vec<u8>,
}

impl Search {
    fn new(t: &Tables, eq: &Equation, masks: Vec<u32>) -> Search {
        let k = eq.cells.len();
        let mut order: Vec<usize> = (0..k).collect();
        order.sort_by_key(|&i| masks[i].count_ones());
        let seen_by = (0..k)
            .map(|p| {
                (0..p)
                    .filter(|&q| t.sees(eq.cells[order[p]], eq.cells[order[q]]))
                    .collect()
            })
            .collect();
        let (mut low, mut high) = (vec![0; k + 1], vec![0; k + 1]);
        for p in (0..k).rev() {
            let i = order[p];
            let ds: Vec<i32> = digits(masks[i])
                .map(|d| eq.signs[i] * i32::from(d))
                .collect();
            low[p] = low[p + 1] + ds.iter().copied().min().unwrap_or(0);
            high[p] = high[p + 1] + ds.iter().copied().max().unwrap_or(0);
        }
        Search {
            order,
            masks,
            signs: eq.signs.clone(),
            seen_by,
            low,
            high,
            target: eq.target,
            digits: vec![0; k],
        }
    }

    /// A filling (digits by the equation's cells), if one is found within
    /// `budget` steps.
    fn run(&mut self, budget: &mut usize) -> Option<Vec<u8>> {
        if self.masks.contains(&0) {
            return None;
        }
        self.step(0, 0, budget).then(|| self.digits.clone())
    }

    fn step(&mut self, p: usize, sum: i32, budget: &mut usize) -> bool {
        if p == self.order.len() {
            return sum == self.target;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let rest = self.target - sum;
        if rest < self.low[p] || rest > self.high[p] {
            return false;
        }
        let i = self.order[p];
        let used = self.seen_by[p]
            .iter()
            .fold(0, |m, &q| m | bit(self.digits[self.order[q]]));
        for d in digits(self.masks[i] & !used) {
            self.digits[i] = d;
            if self.step(p + 1, sum + self.signs[i] * i32::from(d), budget) {
                return true;
            }
        }
        self.digits[i] = 0;
        false
    }
}

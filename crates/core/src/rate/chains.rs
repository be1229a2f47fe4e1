//! Chains: X-Chains (one digit), three strong links, and alternating
//! inference chains (AICs) over cells and units.
//!
//! A chain is followed as SE does: from a candidate assumed true ("on") or
//! false ("off"), an on candidate turns off its cell's other candidates and
//! the same digit in every cell it sees (weak links); an off candidate turns
//! on the other candidate of a cell with two, and the other place of its
//! digit in a unit with two (strong links). If assuming `q` on leads to `q`
//! off, `q` is false (this is the usual AIC elimination: `q` sees both ends of
//! a chain); if assuming `q` off leads to `q` on, `q` is true. A chain's
//! length is its number of nodes, the assumption and the conclusion
//! included; SE adds tenths for long chains (see
//! [`length_tenths`](super::score::length_tenths)) to 6.6 for X-Chains and
//! 7.0 for chains that use cells.

use super::candidates::{bit, Board, Deductions, Graded, Tables};
use super::note::Note;
use super::score::length_tenths;

/// The implications of a position, as adjacency lists over literals.
/// Literal `2 * (cell * n + digit - 1) + on`.
pub(super) struct Implications {
    n: usize,
    /// For each literal, the literals it implies.
    next: Vec<Vec<u32>>,
}

impl Implications {
    /// The implications of `board`; with `cells` false only those within
    /// one digit (X links).
    pub fn new(t: &Tables, board: &Board, cells: bool) -> Implications {
        let n = t.n;
        let size = board.cands.len() * n * 2;
        let mut next: Vec<Vec<u32>> = vec![Vec::new(); size];
        let lit =
            |cell: usize, d: u8, on: bool| (2 * (cell * n + d as usize - 1) + on as usize) as u32;
        for cell in 0..board.cands.len() {
            let mask = board.cands[cell];
            if board.values[cell] != 0 {
                continue;
            }
            for d in super::candidates::digits(mask) {
                let on = lit(cell, d, true) as usize;
                for &p in &t.peers[cell] {
                    if board.cands[p] & bit(d) != 0 {
                        next[on].push(lit(p, d, false));
                    }
                }
                if cells {
                    for e in super::candidates::digits(mask & !bit(d)) {
                        next[on].push(lit(cell, e, false));
                    }
                    if mask.count_ones() == 2 {
                        let e = (mask & !bit(d)).trailing_zeros() as u8 + 1;
                        next[lit(cell, d, false) as usize].push(lit(cell, e, true));
                    }
                }
            }
        }
        for (u, cells_u) in t.units.iter().enumerate() {
            let missing = t.all & !board.placed_in(t, u);
            for d in super::candidates::digits(missing) {
                let mut places = cells_u.iter().filter(|&&c| board.cands[c] & bit(d) != 0);
                if let (Some(&a), Some(&b), None) = (places.next(), places.next(), places.next()) {
                    next[lit(a, d, false) as usize].push(lit(b, d, true));
                    next[lit(b, d, false) as usize].push(lit(a, d, true));
                }
            }
        }
        for list in &mut next {
            list.sort_unstable();
            list.dedup();
        }
        Implications { n, next }
    }

    /// The literal of `cell`, digit `d`, on or off.
    pub fn literal(&self, cell: usize, d: u8, on: bool) -> usize {
        2 * (cell * self.n + d as usize - 1) + on as usize
    }

    /// The candidate of a literal: `(cell, digit, on)`.
    pub fn node(&self, lit: usize) -> (usize, u8, bool) {
        let cand = lit / 2;
        (cand / self.n, (cand % self.n) as u8 + 1, lit % 2 == 1)
    }

    /// A shortest chain from `start` to `goal`, both included (empty when
    /// `goal` is not reached).
    pub fn path(&self, start: usize, goal: usize) -> Vec<(usize, u8, bool)> {
        let mut parent = vec![u32::MAX; self.next.len()];
        parent[start] = start as u32;
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(lit) = queue.pop_front() {
            if lit == goal {
                let mut out = vec![self.node(goal)];
                let mut at = goal;
                while at != start {
                    at = parent[at] as usize;
                    out.push(self.node(at));
                }
                out.reverse();
                return out;
            }
            for &to in &self.next[lit] {
                if parent[to as usize] == u32::MAX {
                    parent[to as usize] = lit as u32;
                    queue.push_back(to as usize);
                }
            }
        }
        Vec::new()
    }

    /// Breadth-first distances from `start` (`u32::MAX`: not reached), in
    /// `dist` (resized and reset here); stops early once `stop` is reached.
    pub fn distances(&self, start: usize, stop: Option<usize>, dist: &mut Vec<u32>) {
        dist.clear();
        dist.resize(self.next.len(), u32::MAX);
        dist[start] = 0;
        let mut queue = std::collections::VecDeque::from([start]);
        while let Some(lit) = queue.pop_front() {
            if Some(lit) == stop {
                return;
            }
            for &to in &self.next[lit] {
                let to = to as usize;
                if dist[to] == u32::MAX {
                    dist[to] = dist[lit] + 1;
                    queue.push_back(to);
                }
            }
        }
    }
}

/// Every chain of the shortest kind found, as SE rates them: with
/// `strong_links` set, only X-Chains of exactly that many strong links
/// (three strong links, 5.5); otherwise X-Chains (6.6 plus length).
pub(super) fn x_chains(t: &Tables, board: &Board, strong_links: Option<usize>) -> Deductions {
    let graph = Implications::new(t, board, false);
    search(t, board, &graph, |nodes| match strong_links {
        // on, (off, on) per strong link, off.
        Some(k) => (nodes == 2 * k + 2).then_some(55),
        None => Some(66 + length_tenths(nodes)),
    })
}

/// Every shortest alternating inference chain (7.0 plus length).
pub(super) fn aics(t: &Tables, board: &Board) -> Deductions {
    let graph = Implications::new(t, board, true);
    search(t, board, &graph, |nodes| Some(70 + length_tenths(nodes)))
}

/// Assumes every candidate on and off in turn and grades every chain that
/// ends in its own negation by `grade` (of the node count).
fn search(
    t: &Tables,
    board: &Board,
    graph: &Implications,
    grade: impl Fn(usize) -> Option<u16>,
) -> Deductions {
    let mut graded = Graded::default();
    let mut dist = Vec::new();
    for cell in 0..board.cands.len() {
        if board.values[cell] != 0 {
            continue;
        }
        for d in super::candidates::digits(board.cands[cell]) {
            for on in [true, false] {
                let start = graph.literal(cell, d, on);
                let goal = graph.literal(cell, d, !on);
                graph.distances(start, Some(goal), &mut dist);
                if dist[goal] == u32::MAX {
                    continue;
                }
                let Some(difficulty) = grade(dist[goal] as usize + 1) else {
                    continue;
                };
                if graded.easiest().is_some_and(|best| difficulty > best) {
                    continue;
                }
                let mask = if on {
                    bit(d)
                } else {
                    board.cands[cell] & !bit(d)
                };
                graded.add(board, difficulty, [(cell, mask)], || {
                    Note::new().chain(vec![(cell, d, on), (cell, d, !on)])
                });
            }
        }
    }
    let mut found = graded.finish();
    for note in found.notes.iter_mut().filter(|_| t.trace) {
        // Only the kept chains are traced in full.
        if let Some(super::note::Part::Chain(ends)) = note.parts.first_mut() {
            if let [(cell, d, on), _] = ends[..] {
                let start = graph.literal(cell, d, on);
                let goal = graph.literal(cell, d, !on);
                let full = graph.path(start, goal);
                if !full.is_empty() {
                    *ends = full;
                }
            }
        }
    }
    found
}

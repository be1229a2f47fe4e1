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
//!
//! Grouped chains (see [`grouped`](super::grouped) for groups) add nodes
//! for groups: a group is on when one of its cells holds the digit. A
//! candidate or group that sees every cell of a group is weakly linked to
//! it; a unit whose places of the digit split into a group and a cell, or
//! into two groups, strongly links them. A group counts as one node of the
//! chain's length. Sukaku Explainer's chains (its `Chaining` rules) have no
//! groups: it uses groups only in its strong-link patterns, and rates each
//! grouped one just above the ungrouped patterns of as many links, tried
//! after them ("Grouped 2 Strong links" 4.3 against 4.0 and 4.1, "Grouped 3
//! Strong links" 5.7 against 5.4 to 5.6, "Grouped 4 Strong links" 6.1
//! against 5.8 to 6.0, in SudokuMonster/SukakuExplainer). We follow that
//! for the X-Chains: a grouped X-Chain is 6.7, a tenth above the X-Chain's
//! 6.6, plus the same length bonus, and is tried only after the ungrouped
//! X-Chains found nothing. Where only a grouped AIC works,
//! SE needs forcing chains (8.0 or more): like ALS-XZ, which SE lacks too,
//! a grouped AIC is 7.6 plus the length bonus and is tried after ALS-XZ,
//! just before the forcing chains (at 7.1 it rated a puzzle SE puts at 8.3
//! a band too low). Short grouped chains are mostly found earlier as
//! grouped two strong links, finned Swordfish and finned Jellyfish.

use super::candidates::{bit, Board, CellSet, Deductions, Graded, Tables};
use super::note::{ChainNode, Note, Part};
use super::score::length_tenths;

/// The implications of a position, as adjacency lists over literals.
/// Literal `2 * (cell * n + digit - 1) + on` for a candidate, then
/// `2 * (cells * n + group) + on` for the groups.
pub(super) struct Implications {
    n: usize,
    /// Number of candidate slots, `cells * n`: the first group's index.
    slots: usize,
    /// The groups: digit and cells (two or more, smallest first).
    groups: Vec<(u8, Vec<usize>)>,
    /// For each literal, the literals it implies.
    next: Vec<Vec<u32>>,
}

/// Which links an implication graph holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Links {
    /// Only those within one digit, along its units (X links).
    OneDigit,
    /// Those within one digit and those between the digits of one cell.
    AcrossDigits,
}

impl Implications {
    /// The implications of `board` of the kind `links` says.
    pub fn new(t: &Tables, board: &Board, links: Links) -> Implications {
        Implications::build(t, board, links, false)
    }

    /// [`Implications::new`] with group nodes as well.
    pub fn grouped(t: &Tables, board: &Board, links: Links) -> Implications {
        Implications::build(t, board, links, true)
    }

    fn build(t: &Tables, board: &Board, links: Links, grouped: bool) -> Implications {
        let cells = links == Links::AcrossDigits;
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
        let slots = board.cands.len() * n;
        let mut groups = Vec::new();
        if grouped {
            for d in 1..=n as u8 {
                add_groups(t, board, d, slots, &mut groups, &mut next);
            }
        }
        for list in &mut next {
            list.sort_unstable();
            list.dedup();
        }
        Implications {
            n,
            slots,
            groups,
            next,
        }
    }

    /// Whether the graph has group nodes.
    pub fn has_groups(&self) -> bool {
        !self.groups.is_empty()
    }

    /// The literal of `cell`, digit `d`, on or off.
    pub fn literal(&self, cell: usize, d: u8, on: bool) -> usize {
        2 * (cell * self.n + d as usize - 1) + on as usize
    }

    /// The candidate or group of a literal.
    pub fn node(&self, lit: usize) -> ChainNode {
        let slot = lit / 2;
        let on = lit % 2 == 1;
        if slot < self.slots {
            return ChainNode::candidate(slot / self.n, (slot % self.n) as u8 + 1, on);
        }
        let (digit, cells) = &self.groups[slot - self.slots];
        ChainNode {
            cells: cells.clone(),
            digit: *digit,
            on,
        }
    }

    /// A shortest chain from `start` to `goal`, both included (empty when
    /// `goal` is not reached).
    pub fn path(&self, start: usize, goal: usize) -> Vec<ChainNode> {
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
    /// `bfs.dist` (sized to the literals and reset here), up to `max`
    /// steps; stops early once `stop` is reached.
    pub fn distances(&self, start: usize, stop: Option<usize>, max: u32, bfs: &mut Bfs) {
        let Bfs { dist, reached } = bfs;
        if dist.len() == self.next.len() {
            // Only the literals the last search reached are set.
            for &lit in reached.iter() {
                dist[lit] = u32::MAX;
            }
        } else {
            dist.clear();
            dist.resize(self.next.len(), u32::MAX);
        }
        reached.clear();
        dist[start] = 0;
        reached.push(start);
        let mut head = 0;
        while let Some(&lit) = reached.get(head) {
            head += 1;
            if Some(lit) == stop {
                return;
            }
            if dist[lit] >= max {
                continue;
            }
            for &to in &self.next[lit] {
                let to = to as usize;
                if dist[to] == u32::MAX {
                    dist[to] = dist[lit] + 1;
                    reached.push(to);
                }
            }
        }
    }
}

/// The distances of one breadth-first search of an [`Implications`] graph,
/// kept between searches so that each resets only what the last reached.
#[derive(Default)]
pub(super) struct Bfs {
    /// The distance of each literal, `u32::MAX` where not reached.
    pub dist: Vec<u32>,
    /// The literals reached, in breadth-first order (also the queue).
    reached: Vec<usize>,
}

/// Every chain of the shortest kind found, as SE rates them: with
/// `strong_links` set, only X-Chains of exactly that many strong links
/// (three strong links, 5.5); otherwise X-Chains (6.6 plus length).
pub(super) fn x_chains(t: &Tables, board: &Board, strong_links: Option<usize>) -> Deductions {
    let graph = Implications::new(t, board, Links::OneDigit);
    search(t, board, &graph, |nodes| match strong_links {
        // on, (off, on) per strong link, off.
        Some(k) => (nodes == 2 * k + 2).then_some(55),
        None => Some(66 + length_tenths(nodes)),
    })
}

/// Every shortest alternating inference chain (7.0 plus length).
pub(super) fn aics(t: &Tables, board: &Board) -> Deductions {
    let graph = Implications::new(t, board, Links::AcrossDigits);
    search(t, board, &graph, |nodes| Some(70 + length_tenths(nodes)))
}

/// Every shortest X-Chain with group nodes (6.7 plus length).
pub(super) fn grouped_x_chains(t: &Tables, board: &Board) -> Deductions {
    let graph = Implications::grouped(t, board, Links::OneDigit);
    if !graph.has_groups() {
        return Deductions::default();
    }
    search(t, board, &graph, |nodes| Some(67 + length_tenths(nodes)))
}

/// Every shortest alternating inference chain with group nodes (7.6 plus
/// length).
pub(super) fn grouped_aics(t: &Tables, board: &Board) -> Deductions {
    let graph = Implications::grouped(t, board, Links::AcrossDigits);
    if !graph.has_groups() {
        return Deductions::default();
    }
    search(t, board, &graph, |nodes| Some(76 + length_tenths(nodes)))
}

/// Adds the groups of digit `d` (its candidates in the cells two units
/// share, two or more of them) to `groups`, with their links: a group is
/// weakly linked to every candidate of `d` and every disjoint group that
/// sees all of its cells, and strongly linked to the rest of a unit's
/// places of `d` when that rest is one cell or another group.
fn add_groups(
    t: &Tables,
    board: &Board,
    d: u8,
    slots: usize,
    groups: &mut Vec<(u8, Vec<usize>)>,
    next: &mut Vec<Vec<u32>>,
) {
    let n = t.n;
    let lit = |cell: usize, on: bool| (2 * (cell * n + d as usize - 1) + on as usize) as u32;
    let mut sets: Vec<CellSet> = Vec::new();
    let mut lists: Vec<Vec<usize>> = Vec::new();
    for o in t.overlaps.iter().filter(|o| o.from < o.to) {
        let cells: Vec<usize> = t.units[o.from]
            .iter()
            .copied()
            .filter(|&c| o.shared.contains(c) && board.cands[c] & bit(d) != 0)
            .collect();
        if cells.len() < 2 {
            continue;
        }
        let set = CellSet::of(cells.iter().copied());
        if !sets.contains(&set) {
            sets.push(set);
            let mut cells = cells;
            cells.sort_unstable();
            lists.push(cells);
        }
    }
    if sets.is_empty() {
        return;
    }
    let first = groups.len();
    let glit = |i: usize, on: bool| (2 * (slots + first + i) + on as usize) as u32;
    next.resize(2 * (slots + first + sets.len()), Vec::new());
    // The cells that see every cell of each group.
    let seen_by_all: Vec<CellSet> = lists
        .iter()
        .map(|cells| {
            cells[1..].iter().fold(t.peer_sets[cells[0]], |acc, &c| {
                acc.intersection(&t.peer_sets[c])
            })
        })
        .collect();
    for (i, cells) in lists.iter().enumerate() {
        let common = &seen_by_all[i];
        for &p in &t.peers[cells[0]] {
            if common.contains(p) && board.cands[p] & bit(d) != 0 {
                next[glit(i, true) as usize].push(lit(p, false));
                next[lit(p, true) as usize].push(glit(i, false));
            }
        }
        for (j, other) in sets.iter().enumerate() {
            if j != i && other.is_subset(common) {
                next[glit(i, true) as usize].push(glit(j, false));
            }
        }
    }
    for u in 0..t.units.len() {
        let places = board.cells_for(t, u, d);
        let count = places.len();
        if count < 3 {
            continue;
        }
        for (i, set) in sets.iter().enumerate() {
            if !set.is_subset(&places) || set.len() == count {
                continue;
            }
            let rest: Vec<usize> = t.units[u]
                .iter()
                .copied()
                .filter(|&c| places.contains(c) && !set.contains(c))
                .collect();
            if let [cell] = rest[..] {
                next[glit(i, false) as usize].push(lit(cell, true));
                next[lit(cell, false) as usize].push(glit(i, true));
            } else {
                let rest = CellSet::of(rest);
                if let Some(j) = sets.iter().position(|s| *s == rest) {
                    next[glit(i, false) as usize].push(glit(j, true));
                }
            }
        }
    }
    groups.extend(lists.into_iter().map(|cells| (d, cells)));
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
    let mut bfs = Bfs::default();
    // Once a chain is found, longer ones that grade worse are not searched.
    let mut max_dist = u32::MAX;
    for cell in 0..board.cands.len() {
        if board.values[cell] != 0 {
            continue;
        }
        for d in super::candidates::digits(board.cands[cell]) {
            for on in [true, false] {
                let start = graph.literal(cell, d, on);
                let goal = graph.literal(cell, d, !on);
                graph.distances(start, Some(goal), max_dist, &mut bfs);
                let dist = &bfs.dist;
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
                let before = graded.easiest();
                graded.add(board, difficulty, [(cell, mask)], || {
                    Note::new().chain(vec![(cell, d, on), (cell, d, !on)])
                });
                if let Some(best) = graded.easiest().filter(|&b| Some(b) != before) {
                    // The longest chain (in steps) that grades no worse.
                    max_dist = (2..=4 * dist.len())
                        .filter(|&nodes| grade(nodes).is_some_and(|g| g <= best))
                        .max()
                        .map_or(u32::MAX, |nodes| nodes as u32 - 1);
                }
            }
        }
    }
    let mut found = graded.finish();
    for note in found.notes.iter_mut().filter(|_| t.trace) {
        // Only the kept chains are traced in full.
        if let Some(Part::Chain(ends)) = note.parts.first_mut() {
            if let Some((cell, d, on)) = ends.first().and_then(ChainNode::as_candidate) {
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

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, removed, strip};
    use super::*;
    use crate::grid::CellNamer;

    #[test]
    fn a_grouped_x_chain_through_a_block_when_no_plain_one_exists() {
        // 9x9, digit 1: column A only at A1/A9, column H only at H2/H7,
        // block 8 only at D9, E9 (a group: row 9 within block 8) and F7;
        // F1 has no 1. A1=A9 (column A), A9 sees the group (row 9), the
        // group or F7 (block 8), F7 sees H7 (row 7), H7=H2 (column H): A1 or
        // H2 holds 1, so B2, C2, G1 and I1 lose it. Row 8, left with 1 in
        // B8, C8, G8 and I8, is a strong link of two groups: A9 sees
        // [B8, C8], [G8, I8] sees H7, another route of the same length. No
        // chain of single cells joins the two columns.
        let g = geometry(9);
        let mut t = Tables::new(&g);
        t.trace = true;
        let mut board = Board::open(&t);
        let col_a: Vec<usize> = (1..8).map(|r| r * 9).collect();
        let col_h: Vec<usize> = [0, 2, 3, 4, 5, 7, 8].iter().map(|r| r * 9 + 7).collect();
        strip(&mut board, &col_a, &[1]);
        strip(&mut board, &col_h, &[1]);
        strip(&mut board, &[57, 58, 66, 67, 68, 77, 5], &[1]);
        assert_eq!(x_chains(&t, &board, None).instances, 0);
        let found = grouped_x_chains(&t, &board);
        assert_eq!(found.difficulty, Some(68));
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(
            removed(&board, &after),
            vec![(6, 1), (8, 1), (10, 1), (11, 1)]
        );
        let text = found.notes[0].render(&g, &CellNamer::default());
        assert_eq!(
            text,
            "G1=1 → A1≠1 → A9=1 → [B8, C8]≠1 → [G8, I8]=1 → H7≠1 → H2=1 → G1≠1, so remove 1 \
             from G1"
        );
    }
}

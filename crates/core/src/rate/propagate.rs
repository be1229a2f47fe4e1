//! Following an assumption through the grid, as Sudoku Explainer's
//! `Chaining` does: a candidate assumed true ("on") turns off its cell's
//! other candidates and its digit in every cell it sees; a candidate turned
//! off turns on the last candidate of its cell and the last place of its
//! digit in each of its units. Static propagation reads those last
//! candidates and places in the position as it was (the links of the plain
//! chains); dynamic propagation takes every candidate already turned off
//! out of the grid first, so the singles the assumption leaves fire too.
//! From nesting level 1 on, when nothing more follows, the propagator's
//! `stalled` techniques (those of [`nested`](super::nested)) run on the
//! grid the assumption left and their eliminations carry on.
//!
//! Every derived candidate keeps its parents: the candidate that implied it
//! and, for a last candidate or place, the candidates turned off before
//! that made it the last. A conclusion's length is the number of distinct
//! candidates among its ancestors (SE's complexity), plus the lengths of
//! the nested chains it relies on.

use super::candidates::{bit, Board, Tables};

/// Why a candidate was turned on or off.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cause {
    /// The assumption itself.
    Assumed,
    /// An on candidate turned it off (same cell or same digit in a unit).
    Seen,
    /// The last candidate of its cell.
    LastInCell,
    /// The last place of its digit in the unit.
    LastInUnit(u32),
    /// A technique on the grid the assumption left: the index of its
    /// deduction in [`Outcome::inner`].
    Technique(u32),
}

/// One candidate turned on or off.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    /// The literal: `2 * (cell * n + d - 1) + on`.
    pub lit: u32,
    /// Why.
    pub cause: Cause,
    /// Its parents: `parents[first..first + count]` of the outcome.
    first: u32,
    count: u32,
}

/// A deduction made inside an assumption by a nested technique, for the
/// length of the conclusions that use it: the deduction's own length (0 for
/// techniques other than chains) and a key telling equal ones apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Inner {
    /// The candidate it turned off, as a literal.
    pub lit: u32,
    /// Its own length.
    pub length: u32,
}

/// Everything an assumption led to.
#[derive(Clone, Debug, Default)]
pub(super) struct Outcome {
    /// The candidates turned on and off, in the order found.
    pub nodes: Vec<Node>,
    parents: Vec<u32>,
    /// The node of each literal (`u32::MAX`: not reached).
    at: Vec<u32>,
    /// Two nodes of the same candidate, one on and one off: the assumption
    /// is false. The second node is not in `at`.
    pub clash: Option<(u32, u32)>,
    /// The nested deductions used.
    pub inner: Vec<Inner>,
    /// The number of ancestors of each node, once asked for.
    counts: std::cell::OnceCell<Vec<u32>>,
}

impl Outcome {
    /// The node of `lit`, if the assumption reached it.
    pub fn node(&self, lit: u32) -> Option<u32> {
        self.at
            .get(lit as usize)
            .copied()
            .filter(|&i| i != u32::MAX)
    }

    /// The literals reached.
    pub fn reached(&self) -> impl Iterator<Item = u32> + '_ {
        self.nodes.iter().take(self.at_len()).map(|node| node.lit)
    }

    /// Nodes that are in `at` (all but a clash's second node).
    fn at_len(&self) -> usize {
        match self.clash {
            Some((_, second)) => second as usize,
            None => self.nodes.len(),
        }
    }

    /// The parents of node `i`.
    pub fn parents(&self, i: u32) -> &[u32] {
        let node = &self.nodes[i as usize];
        &self.parents[node.first as usize..(node.first + node.count) as usize]
    }

    /// The ancestors of node `i`, itself included.
    pub fn ancestors(&self, i: u32) -> Vec<u32> {
        let mut seen = vec![false; self.nodes.len()];
        let mut todo = vec![i];
        let mut out = Vec::new();
        while let Some(j) = todo.pop() {
            if !std::mem::replace(&mut seen[j as usize], true) {
                out.push(j);
                todo.extend_from_slice(self.parents(j));
            }
        }
        out
    }

    /// SE's length of the chain ending at node `i`: its ancestors, with
    /// the nested deductions among them recorded in `nested` (each counted
    /// once over all the branches of a conclusion).
    pub fn length(&self, i: u32, nested: &mut Vec<Inner>) -> u32 {
        if self.inner.is_empty() {
            let counts = self.counts.get_or_init(|| self.ancestor_counts());
            return counts[i as usize];
        }
        let ancestors = self.ancestors(i);
        for &j in &ancestors {
            if let Cause::Technique(k) = self.nodes[j as usize].cause {
                let inner = self.inner[k as usize];
                if !nested.contains(&inner) {
                    nested.push(inner);
                }
            }
        }
        ancestors.len() as u32
    }

    /// The number of ancestors of every node at once: each node's
    /// ancestors as a bitset, the union of its parents' (parents come
    /// first).
    fn ancestor_counts(&self) -> Vec<u32> {
        let words = self.nodes.len().div_ceil(64);
        let mut sets = vec![0u64; words * self.nodes.len()];
        let mut counts = Vec::with_capacity(self.nodes.len());
        for i in 0..self.nodes.len() {
            let (done, rest) = sets.split_at_mut(i * words);
            let own = &mut rest[..words];
            own[i / 64] |= 1 << (i % 64);
            for &p in self.parents(i as u32) {
                let parent = &done[p as usize * words..(p as usize + 1) * words];
                for (a, b) in own.iter_mut().zip(parent) {
                    *a |= b;
                }
            }
            counts.push(own.iter().map(|w| w.count_ones()).sum());
        }
        counts
    }

    /// The chain from the assumption to node `i` along first parents.
    pub fn path(&self, i: u32) -> Vec<u32> {
        let mut out = vec![self.nodes[i as usize].lit];
        let mut at = i;
        while let Some(&parent) = self.parents(at).first() {
            out.push(self.nodes[parent as usize].lit);
            at = parent;
        }
        out.reverse();
        out
    }
}

/// One deduction inside an assumption: the literal turned off, the parents
/// (literals turned off before), and its own length (chains only).
pub(super) type Deduction = (u32, Vec<u32>, u32);

/// The techniques run inside an assumption once the singles stop, on the
/// candidates it left.
pub(super) type Stalled = fn(&Propagator, &[u32]) -> Vec<Deduction>;

/// Follows assumptions on one position.
pub(super) struct Propagator<'a> {
    /// The unit tables.
    pub t: &'a Tables,
    /// The position (the source of every assumption).
    pub board: &'a Board,
    /// Whether candidates turned off leave the grid (dynamic chains).
    pub dynamic: bool,
    /// SE's nesting level: 0 none, 1 with locked candidates, pairs and
    /// X-Wings, 2 with chains, 3 with cell and unit forcing chains, 4 with
    /// dynamic forcing chains.
    pub level: u8,
    /// The techniques of the nesting levels (from level 1).
    pub stalled: Stalled,
}

/// A literal's parts.
pub(super) fn split(lit: u32, n: usize) -> (usize, u8, bool) {
    let slot = lit as usize / 2;
    (slot / n, (slot % n) as u8 + 1, lit % 2 == 1)
}

/// The literal of `cell`, digit `d`, on or off.
pub(super) fn literal(cell: usize, d: u8, on: bool, n: usize) -> u32 {
    (2 * (cell * n + d as usize - 1) + on as usize) as u32
}

/// A propagation under way.
struct Run<'a> {
    n: usize,
    out: Outcome,
    work: Vec<u32>,
    pending_on: std::collections::VecDeque<u32>,
    pending_off: std::collections::VecDeque<u32>,
    initial: &'a [u32],
}

impl Run<'_> {
    /// Adds `lit` with its parents; false once the assumption clashes.
    fn derive(&mut self, lit: u32, cause: Cause, parents: &[u32]) -> bool {
        if self.out.clash.is_some() {
            return false;
        }
        let opposite = self.out.at[(lit ^ 1) as usize];
        if self.out.at[lit as usize] != u32::MAX {
            return true;
        }
        let index = self.out.nodes.len() as u32;
        self.out.nodes.push(Node {
            lit,
            cause,
            first: self.out.parents.len() as u32,
            count: parents.len() as u32,
        });
        self.out.parents.extend_from_slice(parents);
        if opposite != u32::MAX {
            self.out.clash = Some((opposite, index));
            return false;
        }
        self.out.at[lit as usize] = index;
        if lit % 2 == 1 {
            self.pending_on.push_back(index);
        } else {
            self.pending_off.push_back(index);
        }
        true
    }

    /// The nodes of the candidates of `cells` with digit `d` (every digit
    /// when `d` is 0) that the position had and the grid has lost.
    fn lost(&self, cells: &[usize], d: u8, parents: &mut Vec<u32>) {
        for &c in cells {
            let mask = self.initial[c] & !self.work[c] & if d == 0 { u32::MAX } else { bit(d) };
            for e in super::candidates::digits(mask) {
                if let Some(node) = self.out.node(literal(c, e, false, self.n)) {
                    parents.push(node);
                }
            }
        }
    }
}

impl Propagator<'_> {
    /// Everything that follows from `start` (a literal).
    pub fn run(&self, start: u32) -> Outcome {
        let t = self.t;
        let n = t.n;
        let mut run = Run {
            n,
            out: Outcome {
                at: vec![u32::MAX; self.board.cands.len() * n * 2],
                ..Outcome::default()
            },
            work: self.board.cands.clone(),
            pending_on: Default::default(),
            pending_off: Default::default(),
            initial: &self.board.cands,
        };
        run.derive(start, Cause::Assumed, &[]);
        let mut parents = Vec::new();
        loop {
            if let Some(i) = run.pending_on.pop_front() {
                let (cell, d, _) = split(run.out.nodes[i as usize].lit, n);
                for e in super::candidates::digits(run.work[cell] & !bit(d)) {
                    if !run.derive(literal(cell, e, false, n), Cause::Seen, &[i]) {
                        return run.out;
                    }
                }
                for &p in &t.peers[cell] {
                    if run.work[p] & bit(d) != 0
                        && !run.derive(literal(p, d, false, n), Cause::Seen, &[i])
                    {
                        return run.out;
                    }
                }
                continue;
            }
            if let Some(i) = run.pending_off.pop_front() {
                let (cell, d, _) = split(run.out.nodes[i as usize].lit, n);
                let mask = run.work[cell];
                if mask & bit(d) != 0 && mask.count_ones() == 2 {
                    let e = (mask & !bit(d)).trailing_zeros() as u8 + 1;
                    parents.clear();
                    parents.push(i);
                    run.lost(&[cell], 0, &mut parents);
                    if !run.derive(literal(cell, e, true, n), Cause::LastInCell, &parents) {
                        return run.out;
                    }
                }
                for &u in &t.cell_units[cell] {
                    let cells = &t.units[u];
                    let mut others = cells
                        .iter()
                        .filter(|&&c| c != cell && run.work[c] & bit(d) != 0);
                    if let (Some(&q), None) = (others.next(), others.next()) {
                        parents.clear();
                        parents.push(i);
                        run.lost(cells, d, &mut parents);
                        let cause = Cause::LastInUnit(u as u32);
                        if !run.derive(literal(q, d, true, n), cause, &parents) {
                            return run.out;
                        }
                    }
                }
                if self.dynamic {
                    run.work[cell] &= !bit(d);
                }
                continue;
            }
            if self.level == 0 || t.deadline.expired() {
                return run.out;
            }
            let mut progress = false;
            for (off, lost, length) in (self.stalled)(self, &run.work) {
                if run.out.node(off).is_some() {
                    continue;
                }
                parents.clear();
                for lit in lost {
                    parents.extend(run.out.node(lit));
                }
                let k = run.out.inner.len() as u32;
                run.out.inner.push(Inner { lit: off, length });
                progress = true;
                if !run.derive(off, Cause::Technique(k), &parents) {
                    return run.out;
                }
            }
            if !progress {
                return run.out;
            }
        }
    }
}

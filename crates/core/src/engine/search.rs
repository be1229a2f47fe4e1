//! Depth-first search over propagated states: a stack of fixed-size states
//! (a guess copies its parent's), branching on a cell with two candidates,
//! else on a digit with two places in a house, else on a cell with the
//! fewest candidates; counting that stops at the limit, an optional
//! deadline, an optional random order (for random solutions and restarts),
//! optional failure counts per cell that break ties between cells and last
//! across restarts, an optional node budget, and complete grids to pass
//! over as if they were not solutions (the known grids of the BLP's cuts).

use rand::Rng;

use super::bits::Bits;
use super::compile::Compiled;
use super::settings::{End, Found, Settings};
use super::state::State;
use crate::grid::Grid;

/// Check the clock and the cancellation every this many nodes (a node
/// takes about a microsecond on a 9x9 and a few on a 25x25: the checks
/// stay a small share of the work and a cancel is seen within a
/// millisecond or so).
const CLOCK_EVERY: u64 = 256;

/// Where a search runs locked candidates (pointing and claiming).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Locked {
    /// Nowhere (below 9x9, and 12x12).
    Nowhere,
    /// At the root only (9x9 to 11x11). There the first pass looks at
    /// every pair at once and halves the nodes of hard puzzles (top95:
    /// 114 to 53 a puzzle, 43% fewer instructions; 17-clue 6% fewer); on
    /// puzzles with many solutions or that singles nearly solve it costs
    /// more (random blanks 25%, generated ones 11%), as it does on 12x12
    /// (24%); at every node it costs more than it saves
    /// (`bench/NOTEBOOK.md`).
    Root,
    /// At every node (16x16 and up).
    EveryNode,
}

impl Locked {
    fn of_size(n: usize) -> Locked {
        match n {
            9..12 => Locked::Root,
            16.. => Locked::EveryNode,
            _ => Locked::Nowhere,
        }
    }
}

/// One running search.
struct Search<'c, 'r, const W: usize, const D: usize> {
    c: &'c Compiled<W, D>,
    settings: Settings<'r>,
    /// Where locked candidates run.
    locked: Locked,
    /// One state per depth, reused across nodes.
    stack: Vec<State<W, D>>,
    /// The branches of every open node: decide `cell` as digit `d`.
    choices: Vec<(u16, u8)>,
    found: Found,
}

impl<const W: usize, const D: usize> Compiled<W, D> {
    /// Searches from `givens`.
    pub(super) fn search(&self, givens: &Grid, settings: Settings<'_>) -> Found {
        let mut search = Search {
            c: self,
            locked: Locked::of_size(self.n),
            stack: Vec::with_capacity(64),
            choices: Vec::with_capacity(self.n * 8),
            found: Found {
                end: End::Exhausted,
                count: 0,
                solutions: Vec::new(),
                nodes: 0,
            },
            settings,
        };
        search.found.end = search.run(givens);
        search.found
    }
}

impl<const W: usize, const D: usize> Search<'_, '_, W, D> {
    fn run(&mut self, givens: &Grid) -> End {
        let Some(mut root) = self.c.start(givens) else {
            return End::Exhausted;
        };
        if let Some((cell, d)) = self.settings.without {
            if let Some(m) = root.cand.get_mut(d) {
                m.remove(cell);
            }
        }
        if self.settings.limit == 0 {
            return End::Limit;
        }
        if !self
            .c
            .settle_start(&mut root, self.locked != Locked::Nowhere)
        {
            self.found.nodes += 1;
            return End::Exhausted;
        }
        self.stack.push(root);
        match self.node(0) {
            Ok(()) => End::Exhausted,
            Err(end) => end,
        }
    }

    /// Explores the settled state `stack[depth]`.
    fn node(&mut self, depth: usize) -> Result<(), End> {
        self.found.nodes += 1;
        let nodes = self.found.nodes;
        // From the first node on: a search shorter than `CLOCK_EVERY`
        // nodes (a generator makes thousands) still sees a cancel.
        if nodes % CLOCK_EVERY == 1 && self.settings.deadline.expired() {
            return Err(End::Deadline);
        }
        if self.settings.budget.is_some_and(|b| nodes > b) {
            return Err(End::Budget);
        }
        if self.stack[depth].solved == self.c.all {
            let kept = self.found.solutions.len() < self.settings.keep;
            let excluded = self.settings.excluded;
            // The grid is built only when kept or to be compared.
            if kept || !excluded.is_empty() {
                let grid = self.c.grid_of(&self.stack[depth]);
                if excluded.contains(&grid) {
                    return Ok(());
                }
                if kept {
                    self.found.solutions.push(grid);
                }
            }
            self.found.count += 1;
            return if self.found.count >= self.settings.limit {
                Err(End::Limit)
            } else {
                Ok(())
            };
        }
        let start = self.choices.len();
        self.choose(depth);
        if let Some(rng) = self.settings.rng.as_mut() {
            let choices = &mut self.choices[start..];
            for i in (1..choices.len()).rev() {
                choices.swap(i, rng.random_range(0..=i));
            }
        }
        if self.stack.len() <= depth + 1 {
            let copy = self.stack[depth];
            self.stack.push(copy);
        }
        let mut outcome = Ok(());
        for i in start..self.choices.len() {
            let (cell, d) = self.choices[i];
            let (parents, children) = self.stack.split_at_mut(depth + 1);
            let child = &mut children[0];
            *child = parents[depth];
            self.c.place(child, cell as usize, d as usize);
            let locked = self.locked == Locked::EveryNode;
            if !self.c.settle(child, &parents[depth].cand, locked) {
                self.found.nodes += 1;
                if let Some(w) = self.settings.weights.as_deref_mut() {
                    w[cell as usize] += 1;
                }
                continue;
            }
            outcome = self.node(depth + 1);
            if outcome.is_err() {
                break;
            }
        }
        self.choices.truncate(start);
        outcome
    }

    /// Pushes the branches of `stack[depth]` on `choices`: the digits of a
    /// cell with two candidates; else the two places of a digit that has
    /// only two in some house; else the digits of a cell with the fewest
    /// candidates. Ties go to the first cell, or to a random one when
    /// drawing.
    fn choose(&mut self, depth: usize) {
        let s = &self.stack[depth];
        let n = self.c.n;
        let open = self.c.all.minus(s.solved);
        // Bit-sliced candidate counts of the open cells: bit k of a cell's
        // count is in planes[k].
        let mut planes = [Bits::<W>::EMPTY; 5];
        for m in &s.cand[..n] {
            let mut carry = m.and(open);
            for p in planes.iter_mut() {
                let next = p.and(carry);
                *p = p.xor(carry);
                carry = next;
                if carry.is_empty() {
                    break;
                }
            }
        }
        let with_count = |k: usize| {
            planes.iter().enumerate().fold(open, |acc, (i, p)| {
                if k >> i & 1 != 0 {
                    acc.and(*p)
                } else {
                    acc.minus(*p)
                }
            })
        };
        let two = with_count(2);
        let best = if !two.is_empty() {
            two
        } else if let Some((d, places)) = self.two_places(s) {
            for cell in places.iter() {
                self.choices.push((cell as u16, d as u8));
            }
            return;
        } else {
            (3..=n)
                .map(with_count)
                .find(|b| !b.is_empty())
                .expect("an open cell has two or more candidates")
        };
        let cell = self.pick(best);
        let s = &self.stack[depth];
        for (d, m) in s.cand[..n].iter().enumerate() {
            if m.has(cell) {
                self.choices.push((cell as u16, d as u8));
            }
        }
    }

    /// The cell of `best` to branch on: with weights, one of those that
    /// failed most often; ties (and every cell without weights) drawn at
    /// random, or the first without a random order.
    fn pick(&mut self, best: Bits<W>) -> usize {
        let Settings { weights, rng, .. } = &mut self.settings;
        let Some(rng) = rng.as_mut() else {
            return best.first().expect("not empty");
        };
        let Some(weights) = weights.as_deref() else {
            let k = rng.random_range(0..best.len() as usize);
            return best.iter().nth(k).expect("k < len");
        };
        let (mut cell, mut top, mut ties) = (usize::MAX, 0, 0u32);
        for c in best.iter() {
            let w = weights[c];
            if cell == usize::MAX || w > top {
                (cell, top, ties) = (c, w, 1);
            } else if w == top {
                ties += 1;
                if rng.random_range(0..ties) == 0 {
                    cell = c;
                }
            }
        }
        cell
    }

    /// A digit with exactly two places in some house, both open.
    fn two_places(&self, s: &State<W, D>) -> Option<(usize, Bits<W>)> {
        for (d, m) in s.cand[..self.c.n].iter().enumerate() {
            let open = m.minus(s.solved);
            if open.is_empty() {
                continue;
            }
            for house in &self.c.houses {
                let places = open.and(*house);
                if places.len() == 2 && !m.and(*house).meets(&s.solved) {
                    return Some((d, places));
                }
            }
        }
        None
    }
}

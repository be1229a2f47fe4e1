//! The base and cover enumeration shared by the fish ([`fish`](super::fish))
//! and the finned fish ([`finned`](super::finned)), over any unit list.
//!
//! For a digit, the bases are pairwise-disjoint units still missing it; the
//! covers are pairwise-disjoint units, none of them a base, holding the
//! bases' candidates of the digit. A finned fish may also leave a few "fin"
//! cells uncovered, all in one unit other than a base (fins that share only
//! a base seldom have a common peer outside it; those are not looked for).
//!
//! The search runs on the digit's candidate cells alone, numbered in cell
//! order so that a 9x9 grid's fit in a `u128` ([`SmallSet`]): each unit is the
//! set of its candidate cells, and the cells still to cover, the covered
//! ones and the fins are sets of those numbers.

use std::cell::Cell;

use super::bits::{SmallSet, Words};
use super::candidates::{bit, Board, CellSet, Tables};
use super::kinds::Fins;

/// The units still missing `d`, each with its candidate cells of `d`.
pub(super) fn live_units(t: &Tables, board: &Board, d: u8) -> Vec<(usize, CellSet)> {
    (0..t.units.len())
        .filter(|&u| board.placed_in(t, u) & bit(d) == 0)
        .map(|u| (u, board.cells_for(t, u, d)))
        .filter(|(_, places)| places.len() > 0)
        .collect()
}

/// One set of bases with covers (and fins) holding their candidates.
pub(super) struct Fish<'a> {
    /// The base units.
    pub bases: &'a [usize],
    /// The bases' candidate cells of the digit.
    pub target: &'a CellSet,
    /// The cover units: at most as many as the bases.
    pub covers: &'a [usize],
    /// The cells left uncovered, in the order the search made them fins.
    pub fins: &'a [usize],
}

/// Calls `f` with every choice of `k` pairwise-disjoint bases from `live`
/// (units missing digit `d`) and every set of `k` covers (and fins, when
/// allowed: at least one) holding their candidates that could eliminate
/// something, each once: bases in the order of `live`, covers and fins in
/// the order [`Covers::each`] finds them. "Could eliminate" is a candidate
/// of `d` outside the bases' candidates in a cover (that sees every fin):
/// the others eliminate nothing and are not reported.
pub(super) fn each_fish(
    t: &Tables,
    board: &Board,
    d: u8,
    live: &[(usize, CellSet)],
    k: usize,
    fins: Fins,
    f: &mut impl FnMut(&Fish),
) {
    let cells = CellSet::of((0..board.cands.len()).filter(|&cell| board.cands[cell] & bit(d) != 0));
    let m = cells.len();
    if m <= u128::CAPACITY {
        Search::<u128>::new(t, live, k, fins, &cells).run(f);
    } else if m <= Words::<4>::CAPACITY {
        Search::<Words<4>>::new(t, live, k, fins, &cells).run(f);
    } else {
        Search::<Words<10>>::new(t, live, k, fins, &cells).run(f);
    }
}

/// What a cover search looks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Goal {
    /// Whether any covers (and fins) hold the target: bases chosen so far
    /// that fail it have no fish.
    Any,
    /// Every full fish that could eliminate something.
    Eliminating,
}

/// The search for one digit, over its candidate cells numbered `0..m`.
struct Search<'a, B> {
    t: &'a Tables,
    live: &'a [(usize, CellSet)],
    k: usize,
    fins: Fins,
    /// The cell of each number.
    cells: Vec<usize>,
    /// The numbers of each unit's candidate cells.
    units: Vec<B>,
    /// The numbers of each number's peers (with fins only).
    peers: Vec<B>,
    /// Every number.
    all: B,
    /// Whether each unit is one of the bases chosen so far.
    is_base: Vec<Cell<bool>>,
    /// Units of a cell at most.
    slots: usize,
    /// `reach[i * slots + s]`: number `i` and the numbers sharing with it
    /// a unit other than its `s`-th (in `t.cell_units`).
    reach: Vec<B>,
    /// Of each number in a base chosen, the place of that base among its
    /// units.
    base_slot: Vec<Cell<u8>>,
    /// The numbers of each unit, each with the unit's place among the
    /// number's units.
    members: Vec<Vec<(u16, u8)>>,
    /// Base choices made so far.
    ticks: Cell<u32>,
}

/// Base choices between two readings of the clock.
const CHOICES_PER_CLOCK: u32 = 64;

impl<'a, B: SmallSet> Search<'a, B> {
    /// The search of `live`, whose candidate cells are `all`.
    fn new(
        t: &'a Tables,
        live: &'a [(usize, CellSet)],
        k: usize,
        fins: Fins,
        all: &CellSet,
    ) -> Self {
        let cells: Vec<usize> = all.cells().collect();
        let mut number = vec![usize::MAX; t.n * t.n];
        for (i, &cell) in cells.iter().enumerate() {
            number[cell] = i;
        }
        let units: Vec<B> = t
            .units
            .iter()
            .map(|unit| {
                unit.iter()
                    .filter(|&&cell| number[cell] != usize::MAX)
                    .fold(B::default(), |set, &cell| set.with(number[cell]))
            })
            .collect();
        let peers = match fins {
            Fins::None => Vec::new(),
            Fins::Allowed => cells
                .iter()
                .map(|&cell| {
                    t.peers[cell]
                        .iter()
                        .filter(|&&p| number[p] != usize::MAX)
                        .fold(B::default(), |set, &p| set.with(number[p]))
                })
                .collect(),
        };
        let all = B::all(cells.len());
        let slots = t.cell_units.iter().map(Vec::len).max().unwrap_or(0);
        let mut reach = Vec::with_capacity(cells.len() * slots);
        let mut members = vec![Vec::new(); t.units.len()];
        for (i, &cell) in cells.iter().enumerate() {
            let mine = &t.cell_units[cell];
            for (s, &u) in mine.iter().enumerate() {
                members[u].push((i as u16, s as u8));
            }
            for s in 0..slots {
                let around = mine
                    .iter()
                    .enumerate()
                    .filter(|&(j, _)| j != s)
                    .fold(B::default().with(i), |set, (_, &u)| set.or(units[u]));
                reach.push(around);
            }
        }
        let base_slot = vec![Cell::new(0); cells.len()];
        Search {
            t,
            live,
            k,
            fins,
            cells,
            units,
            peers,
            all,
            is_base: vec![Cell::new(false); t.units.len()],
            slots,
            reach,
            base_slot,
            members,
            ticks: Cell::new(0),
        }
    }

    /// Every base choice and its covers.
    fn run(&self, f: &mut impl FnMut(&Fish)) {
        let mut chosen = Vec::with_capacity(self.k);
        let mut lists = Lists {
            covers: Vec::with_capacity(self.k),
            fins: Vec::new(),
        };
        let start = (CellSet::default(), B::default());
        self.choose(0, &mut chosen, start, &mut lists, f);
    }

    /// Chooses bases from index `from` of `live` on, with `chosen` so far
    /// holding `so_far` (as cells and by number), pruning any partial choice
    /// whose candidates no `k` covers (and fins, when allowed) hold; a full
    /// choice goes straight to its cover search, which finds nothing where
    /// that test would fail.
    fn choose(
        &self,
        from: usize,
        chosen: &mut Vec<usize>,
        so_far: (CellSet, B),
        lists: &mut Lists,
        f: &mut impl FnMut(&Fish),
    ) {
        let (cells, target) = so_far;
        if chosen.len() == self.k {
            if self.needs_more(target) {
                return;
            }
            let bases: &[usize] = chosen;
            let covers = self.covers(target, Goal::Eliminating);
            covers.each(
                &mut lists.covers,
                B::default(),
                &mut lists.fins,
                (B::default(), self.all),
                &mut |covers, fins| {
                    f(&Fish {
                        bases,
                        target: &cells,
                        covers,
                        fins,
                    });
                    false
                },
            );
            return;
        }
        for i in from..self.live.len() {
            // A big grid has many choices: the budget ends the search (and
            // the rater reports that it stopped). The clock is read every
            // few choices only (reading it took 5% of a 16x16 generation).
            let ticks = self.ticks.get().wrapping_add(1);
            self.ticks.set(ticks);
            if ticks.is_multiple_of(CHOICES_PER_CLOCK) && self.t.deadline.expired() {
                return;
            }
            let (u, places) = &self.live[i];
            if chosen.iter().any(|&b| !self.t.disjoint(b, *u)) {
                continue;
            }
            let union = target.or(self.units[*u]);
            chosen.push(*u);
            self.is_base[*u].set(true);
            self.mark_base(*u);
            if chosen.len() == self.k
                || !self.needs_more(union) && self.covers(union, Goal::Any).exist(lists)
            {
                self.choose(i + 1, chosen, (cells.union(places), union), lists, f);
            }
            chosen.pop();
            self.is_base[*u].set(false);
        }
    }

    /// Records, for each number of base `u`, the place of `u` among its
    /// cell's units.
    fn mark_base(&self, u: usize) {
        for &(i, slot) in &self.members[u] {
            self.base_slot[i as usize].set(slot);
        }
    }

    /// Whether the bases' candidates `target` surely need more than `k`
    /// covers, or with fins more than `k` covers and a fin unit (which
    /// holds at most one of a set of [independent](Search::independent)
    /// cells). A cheap test, so most base choices without a fish never get
    /// to the cover search.
    fn needs_more(&self, target: B) -> bool {
        let most = self.k + usize::from(self.fins == Fins::Allowed);
        self.independent(target, most) > most
    }

    /// A lower bound on the covers that `target` (within the bases chosen)
    /// needs: cells of it no two of which share a unit other than a base,
    /// picked greedily in order, each needing a cover of its own; counted
    /// up to `limit + 1`.
    fn independent(&self, target: B, limit: usize) -> usize {
        let mut rest = target;
        let mut count = 0;
        while let Some(i) = rest.first() {
            count += 1;
            if count > limit {
                return count;
            }
            let slot = self.base_slot[i].get() as usize;
            rest = rest.and_not(self.reach[i * self.slots + slot]);
        }
        count
    }

    /// The cover search of the bases chosen, whose candidates are `target`.
    fn covers(&self, target: B, goal: Goal) -> Covers<'_, B> {
        Covers {
            search: self,
            target,
            goal,
        }
    }
}

/// The covers and fins of a cover search, kept between searches (each
/// leaves them empty).
struct Lists {
    covers: Vec<usize>,
    fins: Vec<usize>,
}

/// The cover search of one choice of bases.
struct Covers<'a, B> {
    search: &'a Search<'a, B>,
    /// The bases' candidate cells, by number.
    target: B,
    /// What the search reports.
    goal: Goal,
}

impl<B: SmallSet> Covers<'_, B> {
    /// Enumerates cover sets of at most `k` units and (when allowed) fin
    /// sets covering `target` between them, each once: the first cell
    /// neither covered nor a fin is either covered by a unit that holds no
    /// fin yet, or made a fin. `covered` is the numbers of the cells
    /// covered, `fin_sets` those of the fins and of the cells that see
    /// every fin. `f` gets the covers and the fins (as cells) of each set
    /// the goal asks for and returns `true` to stop; so does `each`.
    fn each(
        &self,
        covers: &mut Vec<usize>,
        covered: B,
        fins: &mut Vec<usize>,
        fin_sets: (B, B),
        f: &mut impl FnMut(&[usize], &[usize]) -> bool,
    ) -> bool {
        let s = self.search;
        let (fin_set, seen) = fin_sets;
        let Some(i) = self.target.and_not(covered.or(fin_set)).first() else {
            return self.wanted(covers, covered, fins, seen) && f(covers, fins);
        };
        // (At the root the base choice passed the same test.)
        let root = covers.is_empty() && fins.is_empty();
        if !root && covers.len() < s.k && self.short_of_covers(covers.len(), covered, fins, fin_set)
        {
            return false;
        }
        if self.goal == Goal::Eliminating && !fin_set.is_empty() && self.hopeless(covered, fin_sets)
        {
            return false;
        }
        let cell = s.cells[i];
        let units = &s.t.cell_units[cell];
        if covers.len() < s.k {
            for &u in units {
                let unit = s.units[u];
                if s.is_base[u].get()
                    || covers.iter().any(|&c| !s.t.disjoint(c, u))
                    || unit.meets(fin_set)
                {
                    continue;
                }
                covers.push(u);
                let stop = self.each(covers, covered.or(unit), fins, fin_sets, f);
                covers.pop();
                if stop {
                    return true;
                }
            }
        }
        if s.fins == Fins::None {
            return false;
        }
        let one_unit = units
            .iter()
            .any(|&w| !s.is_base[w].get() && fin_set.and_not(s.units[w]).is_empty());
        if !one_unit {
            return false;
        }
        let seen = seen.and(s.peers[i]);
        // Nothing to eliminate below: no candidate outside the target sees
        // every fin, or none of those is in the covers, all chosen.
        let room = seen.and_not(self.target);
        if self.goal == Goal::Eliminating
            && (room.is_empty() || covers.len() == s.k && !covered.meets(room))
        {
            return false;
        }
        fins.push(cell);
        let stop = self.each(covers, covered, fins, (fin_set.with(i), seen), f);
        fins.pop();
        stop
    }

    /// Whether the cells still to cover surely need more covers than are
    /// left after `chosen` of them, with the cells `covered`: cells that
    /// can no longer be fins (outside every unit through all of `fins`)
    /// need a cover each when [independent](Search::independent), and of
    /// the others one more at most can be a fin.
    fn short_of_covers(&self, chosen: usize, covered: B, fins: &[usize], fin_set: B) -> bool {
        let s = self.search;
        let rest = self.target.and_not(covered.or(fin_set));
        let free = s.k - chosen;
        let one_fin = usize::from(s.fins == Fins::Allowed);
        if let Some(&first) = fins.first() {
            let mut room = B::default();
            for &w in &s.t.cell_units[first] {
                if !s.is_base[w].get() && fin_set.and_not(s.units[w]).is_empty() {
                    room = room.or(s.units[w]);
                }
            }
            if s.independent(rest.and_not(room), free) > free {
                return true;
            }
        }
        s.independent(rest, free + one_fin) > free + one_fin
    }

    /// Whether no cover set below a node with fins can eliminate: no
    /// cover so far holds a candidate outside the target that sees every
    /// fin, and none of those shares a unit with a cell still to cover (a
    /// later cover holds one of those).
    fn hopeless(&self, covered: B, fin_sets: (B, B)) -> bool {
        let (fin_set, seen) = fin_sets;
        let room = seen.and_not(self.target);
        if covered.meets(room) {
            return false;
        }
        // Seeing is mutual: look from the (fewer) cells of the room.
        let rest = self.target.and_not(covered.or(fin_set));
        let mut candidates = room;
        while let Some(x) = candidates.first() {
            if self.search.peers[x].meets(rest) {
                return false;
            }
            candidates = candidates.and_not(B::default().with(x));
        }
        true
    }

    /// Whether a set of covers holding `target` (the cells `covered`) with
    /// `fins` (whose common peers are `seen`) is one the goal asks for.
    fn wanted(&self, covers: &[usize], covered: B, fins: &[usize], seen: B) -> bool {
        let s = self.search;
        match self.goal {
            Goal::Any => true,
            Goal::Eliminating => {
                let outside = covered.and_not(self.target);
                covers.len() == s.k
                    && match s.fins {
                        Fins::None => !outside.is_empty(),
                        Fins::Allowed => !fins.is_empty() && outside.meets(seen),
                    }
            }
        }
    }

    /// Whether some covers (and fins, when allowed) hold `target`.
    fn exist(&self, lists: &mut Lists) -> bool {
        self.each(
            &mut lists.covers,
            B::default(),
            &mut lists.fins,
            (B::default(), self.search.all),
            &mut |_, _| true,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::finned::tests::swordfish_with_a_fin;
    use super::super::tests::{confine_row, geometry};
    use super::*;

    /// Every fish the search reports, as (bases, covers, fins).
    type Found = Vec<(Vec<usize>, Vec<usize>, Vec<usize>)>;

    /// The fish of digit 1 of `board`, searched on sets of type `B`.
    fn found<B: SmallSet>(t: &Tables, board: &Board, k: usize, fins: Fins) -> Found {
        let live = live_units(t, board, 1);
        let cells = CellSet::of((0..board.cands.len()).filter(|&c| board.cands[c] & 1 != 0));
        let mut out = Vec::new();
        Search::<B>::new(t, &live, k, fins, &cells).run(&mut |fish| {
            out.push((
                fish.bases.to_vec(),
                fish.covers.to_vec(),
                fish.fins.to_vec(),
            ));
        });
        out
    }

    #[test]
    fn every_width_finds_the_same_fish_in_the_same_order() {
        // 9x9: 1 confined to a Swordfish on rows 1, 4, 7 with a fin at I7,
        // and to two columns in row 9.
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = swordfish_with_a_fin(&t);
        confine_row(&mut board, 9, 8, &[0, 2], 1);
        for (k, fins) in [(2, Fins::None), (3, Fins::None), (3, Fins::Allowed)] {
            let narrow = found::<u128>(&t, &board, k, fins);
            assert_eq!(narrow, found::<Words<4>>(&t, &board, k, fins));
            assert_eq!(narrow, found::<Words<10>>(&t, &board, k, fins));
            if fins == Fins::Allowed {
                // The finned Swordfish of the finned fish's own test.
                assert!(narrow.iter().any(|(_, _, f)| f == &[62]), "{narrow:?}");
            }
        }
    }
}

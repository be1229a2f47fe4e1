//! The base and cover enumeration shared by the fish ([`fish`](super::fish))
//! and the finned fish ([`finned`](super::finned)), over any unit list.
//!
//! For a digit, the bases are pairwise-disjoint units still missing it; the
//! covers are pairwise-disjoint units, none of them a base, holding the
//! bases' candidates of the digit. A finned fish may also leave a few "fin"
//! cells uncovered, all in one unit other than a base (fins that share only
//! a base seldom have a common peer outside it; those are not looked for).

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

/// The cover search of one choice of bases.
pub(super) struct Covers<'a> {
    /// The tables.
    pub t: &'a Tables,
    /// The bases' candidate cells of the digit.
    pub target: CellSet,
    /// The base units.
    pub bases: &'a [usize],
    /// At most this many covers.
    pub k: usize,
    /// Whether fins may be left uncovered.
    pub fins: Fins,
}

impl Covers<'_> {
    /// Enumerates cover sets of at most `k` units and (when allowed) fin
    /// sets covering `target` between them, each once: the first cell
    /// neither covered nor a fin is either covered by a unit that holds no
    /// fin yet, or made a fin. `f` gets the covers and the fins and returns
    /// `true` to stop; so does `each`.
    pub fn each(
        &self,
        covers: &mut Vec<usize>,
        covered: CellSet,
        fins: &mut Vec<usize>,
        f: &mut impl FnMut(&[usize], &[usize]) -> bool,
    ) -> bool {
        let done = if fins.is_empty() {
            covered
        } else {
            covered.union(&CellSet::of(fins.iter().copied()))
        };
        let Some(cell) = self.target.first_outside(&done) else {
            return f(covers, fins);
        };
        if covers.len() < self.k {
            for &u in &self.t.cell_units[cell] {
                if self.bases.contains(&u)
                    || covers.iter().any(|&c| !self.t.disjoint[c][u])
                    || fins.iter().any(|&x| self.t.unit_sets[u].contains(x))
                {
                    continue;
                }
                covers.push(u);
                let stop = self.each(covers, covered.union(&self.t.unit_sets[u]), fins, f);
                covers.pop();
                if stop {
                    return true;
                }
            }
        }
        if self.fins == Fins::None {
            return false;
        }
        let one_unit = self.t.cell_units[cell].iter().any(|&w| {
            !self.bases.contains(&w) && fins.iter().all(|&x| self.t.unit_sets[w].contains(x))
        });
        if one_unit {
            fins.push(cell);
            let stop = self.each(covers, covered, fins, f);
            fins.pop();
            return stop;
        }
        false
    }

    /// Whether some covers (and fins, when allowed) hold `target`.
    fn exist(&self) -> bool {
        let (mut covers, mut fins) = (Vec::with_capacity(self.k), Vec::new());
        self.each(&mut covers, CellSet::default(), &mut fins, &mut |_, _| true)
    }
}

/// Chooses `k` pairwise-disjoint bases from `live`, pruning any partial
/// choice whose candidates no `k` covers (and fins, with `fins`) hold, and
/// calls `f` with each full choice and its candidate cells.
pub(super) fn each_base_choice(
    t: &Tables,
    live: &[(usize, CellSet)],
    k: usize,
    fins: Fins,
    f: &mut impl FnMut(&[usize], CellSet),
) {
    let mut chosen = Vec::with_capacity(k);
    choose(t, live, k, fins, 0, &mut chosen, CellSet::default(), f);
}

/// [`each_base_choice`] from index `from` of `live`, with `chosen` so far
/// holding `cells`.
#[allow(clippy::too_many_arguments)]
fn choose(
    t: &Tables,
    live: &[(usize, CellSet)],
    k: usize,
    fins: Fins,
    from: usize,
    chosen: &mut Vec<usize>,
    cells: CellSet,
    f: &mut impl FnMut(&[usize], CellSet),
) {
    if chosen.len() == k {
        f(chosen, cells);
        return;
    }
    for i in from..live.len() {
        // A big grid has many choices: the budget ends the search (and the
        // rater reports that it stopped).
        if t.deadline.expired() {
            return;
        }
        let (u, places) = &live[i];
        if chosen.iter().any(|&b| !t.disjoint[b][*u]) {
            continue;
        }
        let union = cells.union(places);
        chosen.push(*u);
        let partial = Covers {
            t,
            target: union,
            bases: chosen,
            k,
            fins,
        };
        if partial.exist() {
            choose(t, live, k, fins, i + 1, chosen, union, f);
        }
        chosen.pop();
    }
}

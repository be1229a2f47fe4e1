//! Places that several grids of a key fit. A filled-in grid holds every
//! digit of its solution, so it also keeps the givens of any other puzzle
//! with the same solution: when a pupil deletes one of two such puzzles'
//! sheets and renames the other, both fit the renamed sheet. Such a place
//! is given to the grid whose givens the file shows in bold (our grids
//! write their givens so, and LibreOffice and Excel keep it), and to none
//! when the file does not say: each grid is then undecided, and the
//! teacher is asked rather than a pupil's work marked as another puzzle.

use std::collections::BTreeSet;

use sheetdoku_core::{a1, Found};

use super::{alien, cell_at, fits, identifiable, read_grid, Spot};
use crate::read::container::table::{Rect, Table};
use crate::read::find::detect::map_areas;
use crate::read::ours::key::{KeyedGrid, Place};

/// A place several grids fit, none shown to be its own.
struct Contest {
    /// Where the grids fit (with the first grid's row step).
    spot: Spot,
    /// The grids, as indices into the key.
    grids: Vec<usize>,
}

/// The grids of a key placed so far in a pupil's file, and the places
/// left undecided.
pub(super) struct Search<'a> {
    pub(super) tables: &'a [Table],
    pub(super) key: &'a [KeyedGrid],
    /// Where each grid of the key was found.
    pub(super) spots: Vec<Option<Spot>>,
    contests: Vec<Contest>,
    /// The maps of each table (a block map, extra regions under their
    /// label), where no grid is looked for away from its home.
    maps: Vec<Vec<Rect>>,
    /// Whether a place away from home must show the grid's givens in bold
    /// (the first round of the search) or may show anything.
    pub(super) needs_bold: bool,
}

impl<'a> Search<'a> {
    /// A search with nothing found yet.
    pub(super) fn new(tables: &'a [Table], key: &'a [KeyedGrid]) -> Self {
        Search {
            tables,
            key,
            spots: vec![None; key.len()],
            contests: Vec::new(),
            maps: tables.iter().map(map_areas).collect(),
            needs_bold: true,
        }
    }

    /// Whether grid `i` at `s` would share a cell with a grid found or a
    /// contested place: two grids never overlap.
    pub(super) fn blocked(&self, i: usize, s: &Spot) -> bool {
        let area = self.area(i, s);
        let overlaps = |j: usize, o: &Spot| o.table == s.table && self.area(j, o).meets(&area);
        let found = (0..self.key.len()).any(|j| self.spots[j].is_some_and(|o| overlaps(j, &o)));
        found || self.contests.iter().any(|c| overlaps(c.grids[0], &c.spot))
    }

    /// The sheet cells grid `i` covers at `s` (with its strips of sums).
    fn area(&self, i: usize, s: &Spot) -> Rect {
        let n = self.key[i].geometry.size();
        let (bottom, right) = cell_at(s.place, n, n * n - 1);
        Rect {
            top: s.place.top,
            left: s.place.left,
            bottom,
            right,
        }
    }

    /// Whether grid `i` is still looked for: not found, not contested,
    /// and with something to be found by.
    fn open(&self, i: usize) -> bool {
        self.spots[i].is_none()
            && !self.contests.iter().any(|c| c.grids.contains(&i))
            && identifiable(&self.key[i])
    }

    /// `s` with grid `i`'s row step.
    fn spot_for(&self, i: usize, s: &Spot) -> Spot {
        Spot {
            table: s.table,
            place: Place {
                step: self.key[i].step,
                ..s.place
            },
        }
    }

    /// Whether grid `i` fits the free place `s` away from where the key
    /// puts it.
    pub(super) fn fits_away(&self, i: usize, s: &Spot) -> bool {
        let (t, k) = (&self.tables[s.table], &self.key[i]);
        fits(t, s.place, k, false)
            && !self.blocked(i, s)
            && (!self.needs_bold || styled_as(t, s.place, k) == Some(true))
            && !alien(t, s.place, k)
            && !self.in_map(i, s)
    }

    /// Whether grid `i` at `s` would cover a cell of one of the sheet's
    /// maps: a map's labels may keep a small grid's few givens by chance.
    fn in_map(&self, i: usize, s: &Spot) -> bool {
        let area = self.area(i, s);
        self.maps[s.table].iter().any(|map| map.meets(&area))
    }

    /// Whether the bold givens at `s` (where the key puts grid `i`) are
    /// those of another grid of the key that fits there and not `i`'s:
    /// the sheet is another puzzle's under `i`'s name.
    pub(super) fn disowned(&self, i: usize, s: &Spot) -> bool {
        let t = &self.tables[s.table];
        styled_as(t, s.place, &self.key[i]) == Some(false)
            && (0..self.key.len()).any(|j| {
                let p = self.spot_for(j, s).place;
                j != i
                    && fits(t, p, &self.key[j], true)
                    && styled_as(t, p, &self.key[j]) == Some(true)
            })
    }

    /// Places each open grid, in the key's order, where `propose` finds a
    /// place for it; a place that other open grids fit too goes to the one
    /// its bold givens show, and is contested when they show none.
    pub(super) fn settle(&mut self, propose: impl Fn(&Self, usize) -> Option<Spot>) {
        for i in 0..self.key.len() {
            while self.open(i) {
                let Some(s) = propose(self, i) else { break };
                let grids: Vec<usize> = (0..self.key.len())
                    .filter(|&j| {
                        j == i || (self.open(j) && self.fits_away(j, &self.spot_for(j, &s)))
                    })
                    .collect();
                match self.owner(&grids, &s) {
                    Some(w) => self.spots[w] = Some(self.spot_for(w, &s)),
                    None => self.contests.push(Contest { spot: s, grids }),
                }
            }
        }
    }

    /// Which of `grids` (all fitting `s`) the place belongs to: the only
    /// one, or the only one whose givens it shows in bold.
    fn owner(&self, grids: &[usize], s: &Spot) -> Option<usize> {
        if let [only] = grids {
            return Some(*only);
        }
        let t = &self.tables[s.table];
        let shown: Vec<usize> = grids
            .iter()
            .copied()
            .filter(|&j| styled_as(t, self.spot_for(j, s).place, &self.key[j]) == Some(true))
            .collect();
        match shown[..] {
            [one] => Some(one),
            _ => None,
        }
    }

    /// What was found of each grid of the key, in the key's order.
    pub(super) fn found(self) -> Vec<Found> {
        let key = self.key;
        (0..key.len())
            .map(|i| {
                let k = &key[i];
                if let Some(s) = self.spots[i] {
                    return Found::Grid(read_grid(&self.tables[s.table], s.place, k));
                }
                match self.contests.iter().find(|c| c.grids.contains(&i)) {
                    Some(c) => Found::Undecided {
                        puzzle: k.puzzle,
                        name: k.name.clone(),
                        at: format!(
                            "{}!{}",
                            self.tables[c.spot.table].name,
                            a1(c.spot.place.top, c.spot.place.left)
                        ),
                        with: c
                            .grids
                            .iter()
                            .filter(|&&j| j != i)
                            .map(|&j| key[j].puzzle)
                            .collect(),
                    },
                    None => Found::Missing {
                        puzzle: k.puzzle,
                        name: k.name.clone(),
                    },
                }
            })
            .collect()
    }
}

/// Whether the digits written in bold in the block of `k`'s size at
/// `place` are exactly `k`'s givens; `None` when no cell of the block is
/// bold (a CSV, a page that prints every digit alike: no evidence).
pub(super) fn styled_as(table: &Table, place: Place, k: &KeyedGrid) -> Option<bool> {
    let n = k.geometry.size();
    let bold: BTreeSet<usize> = (0..n * n)
        .filter(|&c| table.look.bold.contains(&cell_at(place, n, c)))
        .collect();
    let givens: BTreeSet<usize> = (0..n * n).filter(|&c| k.givens.get(c) != 0).collect();
    (!bold.is_empty()).then(|| bold == givens)
}

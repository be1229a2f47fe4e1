//! Finned and sashimi fish (Finned Swordfish for `k = 3`), over any unit
//! list.
//!
//! For a digit `d`, take `k` pairwise-disjoint base units and `k`
//! pairwise-disjoint cover units (none of them a base) that hold every
//! candidate of `d` in the bases except a few "fin" cells. If no fin holds
//! `d`, the bases and covers are a plain fish and `d` leaves every other
//! cell of the covers; if a fin holds `d`, every cell that sees that fin
//! loses `d`. So `d` leaves each cell of a cover unit, outside the bases'
//! candidates, that sees every fin. A sashimi fish is the case where a base
//! keeps `d` in fewer than two cells of the covers; the argument is the same.
//!
//! Sukaku Explainer has no finned fish of its own: it finds a finned
//! Swordfish as three strong links of which one end is grouped (its
//! "Grouped 3 Strong links", 5.7), or with chains. We rate it 5.7 and try it
//! right after the three strong links.

use super::candidates::{bit, Board, CellSet, Deductions, Tables};
use super::note::Note;

/// The search state of one choice of bases.
struct Search<'a> {
    t: &'a Tables,
    /// The bases' candidate cells of the digit.
    target: CellSet,
    bases: &'a [usize],
    k: usize,
}

impl Search<'_> {
    /// Enumerates cover sets of at most `k` pairwise-disjoint units (none a
    /// base) and fin sets lying in one unit other than a base (fins that
    /// share only a base seldom have a common peer outside it; those are
    /// not looked for), covering `target` between
    /// them; each once: the first cell neither covered nor a fin is either
    /// covered by a unit that holds no fin yet, or made a fin. With `full`,
    /// only `k` covers and at least one fin make a fish. `f` returns `true`
    /// to stop; so does `covers`.
    fn covers(
        &self,
        full: bool,
        covers: &mut Vec<usize>,
        covered: CellSet,
        fins: &mut Vec<usize>,
        f: &mut impl FnMut(&[usize], &[usize]) -> bool,
    ) -> bool {
        let done = covered.union(&CellSet::of(fins.iter().copied()));
        let Some(cell) = self.target.first_outside(&done) else {
            if !full || (covers.len() == self.k && !fins.is_empty()) {
                return f(covers, fins);
            }
            return false;
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
                let stop = self.covers(full, covers, covered.union(&self.t.unit_sets[u]), fins, f);
                covers.pop();
                if stop {
                    return true;
                }
            }
        }
        let one_unit = self.t.cell_units[cell].iter().any(|&w| {
            !self.bases.contains(&w) && fins.iter().all(|&x| self.t.unit_sets[w].contains(x))
        });
        if one_unit {
            fins.push(cell);
            let stop = self.covers(full, covers, covered, fins, f);
            fins.pop();
            return stop;
        }
        false
    }
}

/// Chooses `k` pairwise-disjoint bases from `live` (index `from` on),
/// pruning any partial choice whose candidates no `k` covers and fins in one
/// unit hold, and calls `f` with each full choice and its candidate cells.
fn bases(
    t: &Tables,
    live: &[(usize, CellSet)],
    k: usize,
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
        let (u, places) = &live[i];
        if chosen.iter().any(|&b| !t.disjoint[b][*u]) {
            continue;
        }
        chosen.push(*u);
        let union = cells.union(places);
        let partial = Search {
            t,
            target: union,
            bases: chosen,
            k,
        };
        let (mut covers, mut fins) = (Vec::with_capacity(k), Vec::new());
        let coverable = partial.covers(
            false,
            &mut covers,
            CellSet::default(),
            &mut fins,
            &mut |_, _| true,
        );
        if coverable {
            bases(t, live, k, i + 1, chosen, union, f);
        }
        chosen.pop();
    }
}

/// Every finned or sashimi fish of size `k` that eliminates something.
pub(super) fn finned_fish(t: &Tables, board: &Board, k: usize) -> Deductions {
    let mut found = Deductions::default();
    for d in 1..=t.n as u8 {
        let live: Vec<(usize, CellSet)> = (0..t.units.len())
            .filter(|&u| board.placed_in(t, u) & bit(d) == 0)
            .map(|u| (u, board.cells_for(t, u, d)))
            .filter(|(_, places)| places.len() > 0)
            .collect();
        let mut chosen = Vec::with_capacity(k);
        bases(
            t,
            &live,
            k,
            0,
            &mut chosen,
            CellSet::default(),
            &mut |base_units, target| {
                let search = Search {
                    t,
                    target,
                    bases: base_units,
                    k,
                };
                let mut covers = Vec::with_capacity(k);
                let mut fins = Vec::new();
                search.covers(
                    true,
                    &mut covers,
                    CellSet::default(),
                    &mut fins,
                    &mut |covers, fins| {
                        let before = found.removes.len();
                        for &u in covers {
                            for &cell in &t.units[u] {
                                if !target.contains(cell) && fins.iter().all(|&x| t.sees(x, cell)) {
                                    found.remove(board, cell, bit(d));
                                }
                            }
                        }
                        let mut fin_list = fins.to_vec();
                        fin_list.sort_unstable();
                        let fin_word = if fin_list.len() == 1 {
                            ", fin "
                        } else {
                            ", fins "
                        };
                        let note = Note::new()
                            .text("on ")
                            .digit(d)
                            .text(" in ")
                            .units(base_units.iter().copied())
                            .text(" over ")
                            .units(covers.iter().copied())
                            .text(fin_word)
                            .cells(fin_list.iter().copied())
                            .text(": if no fin holds ")
                            .digit(d)
                            .text(" it is a Swordfish, so ")
                            .digit(d)
                            .text(" leaves the cells of ")
                            .units(covers.iter().copied())
                            .text(" that see ")
                            .cells(fin_list);
                        found.close(before, note);
                        false
                    },
                );
            },
        );
    }
    found
}

#[cfg(test)]
mod tests {
    use super::super::tests::{geometry, removed, strip};
    use super::*;

    /// Keeps digit `d` in row `r` only at the given columns.
    fn confine_row(board: &mut Board, n: usize, r: usize, cols: &[usize], d: u8) {
        let cells: Vec<usize> = (0..n)
            .filter(|c| !cols.contains(c))
            .map(|c| r * n + c)
            .collect();
        strip(board, &cells, &[d]);
    }

    #[test]
    fn finned_swordfish_on_rows_1_4_7() {
        // 9x9: 1 in row 1 only at B1/E1, row 4 at E4/H4, row 7 at B7/H7 and
        // the fin I7. Without the fin, a Swordfish on columns B, E, H; with
        // it, 1 leaves the cells of those columns that also see I7: H8, H9
        // (block 9 holds I7 and column H's H8, H9).
        let g = geometry(9);
        let t = Tables::new(&g);
        let mut board = Board::open(&t);
        confine_row(&mut board, 9, 0, &[1, 4], 1);
        confine_row(&mut board, 9, 3, &[4, 7], 1);
        confine_row(&mut board, 9, 6, &[1, 7, 8], 1);
        let found = finned_fish(&t, &board, 3);
        let mut after = board.clone();
        after.apply(&t, &found);
        assert_eq!(removed(&board, &after), vec![(70, 1), (79, 1)]);
        let texts: Vec<String> = found
            .notes
            .iter()
            .map(|n| n.render(&g, &crate::grid::CellNamer::default()))
            .collect();
        // The same removals also follow with block 9 as a cover and the
        // fin H4: any disjoint units may cover, as in the plain fish.
        assert_eq!(
            texts,
            vec![
                "on 1 in rows 1, 4 and 7 over columns B, E and H, fin I7: if no fin holds 1 \
                 it is a Swordfish, so 1 leaves the cells of columns B, E and H that see I7: \
                 remove 1 from H8, H9",
                "on 1 in rows 1, 4 and 7 over columns B and E, block 9, fin H4: if no fin \
                 holds 1 it is a Swordfish, so 1 leaves the cells of columns B and E, block 9 \
                 that see H4: remove 1 from H8, H9",
            ]
        );
    }
}

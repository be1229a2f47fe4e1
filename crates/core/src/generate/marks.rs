//! The marks a full grid keeps, one function per kind of
//! [`GeneratedRule`](super::GeneratedRule): the generator starts from all
//! of them and removes those the puzzle does not need.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

use crate::geometry::{Constraint, Line, LineKind, Pair, PairKind, Parity, ParityKind};
use crate::grid::Grid;

/// Every two cells that share a side, each pair once (the left or upper
/// cell first), in reading order.
fn sides(n: usize) -> impl Iterator<Item = (usize, usize)> {
    (0..n * n).flat_map(move |cell| {
        let (r, c) = (cell / n, cell % n);
        let right = (c + 1 < n).then_some((cell, cell + 1));
        let below = (r + 1 < n).then_some((cell, cell + n));
        right.into_iter().chain(below)
    })
}

/// A greater-than sign on every side two cells share, the larger digit's
/// cell first.
pub(super) fn greater_signs(solution: &Grid) -> Vec<Constraint> {
    sides(solution.size())
        .filter_map(|(a, b)| {
            let (da, db) = (solution.get(a), solution.get(b));
            let (big, small) = match da.cmp(&db) {
                std::cmp::Ordering::Greater => (a, b),
                std::cmp::Ordering::Less => (b, a),
                // Never in a solution of cells that see each other; two
                // equal digits side by side take no sign.
                std::cmp::Ordering::Equal => return None,
            };
            Some(Constraint::Pair(Pair::new(PairKind::Greater, big, small)))
        })
        .collect()
}

/// The parity of every cell: a grey square on an even digit, a circle on
/// an odd one.
pub(super) fn parities(solution: &Grid) -> Vec<Constraint> {
    let n = solution.size();
    (0..n * n)
        .map(|cell| {
            let kind = match ParityKind::Even.allows(solution.get(cell)) {
                true => ParityKind::Even,
                false => ParityKind::Odd,
            };
            Constraint::Parity(Parity::new(kind, cell))
        })
        .collect()
}

/// A white dot between consecutive digits side by side, a black dot where
/// one is double the other; 1 and 2 (both) get one of them at random.
pub(super) fn kropki_dots<R: Rng + ?Sized>(solution: &Grid, rng: &mut R) -> Vec<Constraint> {
    sides(solution.size())
        .filter_map(|(a, b)| {
            let (da, db) = (solution.get(a), solution.get(b));
            let white = PairKind::KropkiWhite.allows(da, db);
            let black = PairKind::KropkiBlack.allows(da, db);
            let kind = match (white, black) {
                (true, true) if rng.random_bool(0.5) => PairKind::KropkiBlack,
                (true, _) => PairKind::KropkiWhite,
                (false, true) => PairKind::KropkiBlack,
                (false, false) => return None,
            };
            Some(Constraint::Pair(Pair::new(kind, a, b)))
        })
        .collect()
}

/// An X between digits side by side adding up to 10, a V where they add up
/// to 5.
pub(super) fn xv_marks(solution: &Grid) -> Vec<Constraint> {
    sides(solution.size())
        .filter_map(|(a, b)| {
            let (da, db) = (solution.get(a), solution.get(b));
            let kind = match (PairKind::X.allows(da, db), PairKind::V.allows(da, db)) {
                (true, _) => PairKind::X,
                (false, true) => PairKind::V,
                (false, false) => return None,
            };
            Some(Constraint::Pair(Pair::new(kind, a, b)))
        })
        .collect()
}

/// The fewest cells a generated thermometer has.
const SHORTEST_THERMOMETER: usize = 3;

/// Thermometers along paths of rising digits: from each cell not yet on
/// one, in random order, a path goes on to a random free cell touching the
/// last (by a side or a corner) that holds a larger digit, until none is
/// left or the path is as long as a random length up to `n`; paths of
/// [`SHORTEST_THERMOMETER`] cells or more are kept.
pub(super) fn thermometers<R: Rng + ?Sized>(solution: &Grid, rng: &mut R) -> Vec<Constraint> {
    let n = solution.size();
    let mut used = vec![false; n * n];
    let mut bulbs: Vec<usize> = (0..n * n).collect();
    bulbs.shuffle(rng);
    let mut found = Vec::new();
    for bulb in bulbs {
        if used[bulb] {
            continue;
        }
        let longest = rng.random_range(SHORTEST_THERMOMETER..=n.max(SHORTEST_THERMOMETER));
        let mut path = vec![bulb];
        while path.len() < longest {
            let last = path[path.len() - 1];
            let (r, c) = (last / n, last % n);
            let next: Vec<usize> = (r.saturating_sub(1)..(r + 2).min(n))
                .flat_map(|r2| (c.saturating_sub(1)..(c + 2).min(n)).map(move |c2| r2 * n + c2))
                .filter(|&b| !used[b] && !path.contains(&b))
                .filter(|&b| solution.get(b) > solution.get(last))
                .collect();
            match next.choose(rng) {
                Some(&b) => path.push(b),
                None => break,
            }
        }
        if path.len() >= SHORTEST_THERMOMETER {
            for &cell in &path {
                used[cell] = true;
            }
            found.push(Constraint::Line(Line {
                kind: LineKind::Thermometer,
                cells: path,
            }));
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    /// A 4x4 solution:
    /// 1 2 3 4 / 3 4 1 2 / 2 1 4 3 / 4 3 2 1.
    fn grid() -> Grid {
        let digits = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let mut g = Grid::empty(4);
        for (cell, d) in digits.into_iter().enumerate() {
            g.set(cell, d);
        }
        g
    }

    fn pairs(marks: &[Constraint]) -> Vec<(PairKind, [usize; 2])> {
        marks
            .iter()
            .filter_map(|m| match m {
                Constraint::Pair(p) => Some((p.kind, p.cells)),
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Line(_)
                | Constraint::Sum(_)
                | Constraint::Anti(_)
                | Constraint::Sandwich(_) => None,
            })
            .collect()
    }

    #[test]
    fn every_side_gets_a_sign_with_the_larger_digit_first() {
        let g = grid();
        let signs = pairs(&greater_signs(&g));
        assert_eq!(signs.len(), 2 * 4 * 3);
        for (kind, [big, small]) in signs {
            assert_eq!(kind, PairKind::Greater);
            assert!(g.get(big) > g.get(small), "{big} {small}");
        }
    }

    #[test]
    fn dots_and_xv_sit_exactly_where_the_digits_keep_them() {
        let g = grid();
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let dots = pairs(&kropki_dots(&g, &mut rng));
        // A dot exactly on the sides whose digits are consecutive or one
        // double the other (1|3 and 1|4 take none).
        for (a, b) in sides(4) {
            let (da, db) = (g.get(a), g.get(b));
            let holds = da.abs_diff(db) == 1 || da == 2 * db || db == 2 * da;
            let found = dots.iter().find(|(_, cells)| *cells == [a, b]);
            assert_eq!(found.is_some(), holds, "{a} {b}");
            if let Some((kind, _)) = found {
                assert!(kind.allows(da, db));
            }
        }
        let xv = pairs(&xv_marks(&g));
        assert!(xv.iter().all(|(k, _)| *k == PairKind::V), "no X on a 4x4");
        let fives = sides(4).filter(|&(a, b)| g.get(a) + g.get(b) == 5).count();
        assert_eq!(xv.len(), fives);
    }

    #[test]
    fn thermometers_rise_from_their_bulbs_through_touching_free_cells() {
        let g = grid();
        let mut rng = ChaCha8Rng::seed_from_u64(2);
        let lines = thermometers(&g, &mut rng);
        assert!(!lines.is_empty());
        let mut seen = Vec::new();
        for line in &lines {
            assert!(line.validate(4).is_ok(), "{line:?}");
            let cells = line.cells();
            assert!(cells.len() >= SHORTEST_THERMOMETER);
            assert!(
                cells.windows(2).all(|w| g.get(w[0]) < g.get(w[1])),
                "{cells:?}"
            );
            for &c in cells {
                assert!(!seen.contains(&c), "{c} on two thermometers");
                seen.push(c);
            }
        }
    }

    #[test]
    fn every_cell_gets_its_parity() {
        let g = grid();
        let marks = parities(&g);
        assert_eq!(marks.len(), 16);
        let mut cells = Vec::new();
        for m in &marks {
            match m {
                Constraint::Parity(p) => {
                    assert!(p.allows(g.get(p.cell())));
                    cells.push(p.cell());
                }
                Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Pair(_)
                | Constraint::Line(_)
                | Constraint::Sum(_)
                | Constraint::Anti(_)
                | Constraint::Sandwich(_) => panic!("not a parity: {m:?}"),
            }
        }
        assert_eq!(cells, (0..16).collect::<Vec<_>>());
    }
}

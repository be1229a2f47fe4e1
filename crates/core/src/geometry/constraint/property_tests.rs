//! Each property of a rule, asked of one rule of every kind
//! ([`Constraint::one_of_each_kind`]), and what the code that asks it does
//! with the answer: copies, symmetries, the census, peers.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::*;
use crate::explore::{cell_symmetries, grid_census, Control};
use crate::geometry::{Geometry, Variant};
use crate::isomorph::{isomorphic_copies, random_copy_transform, random_transform};
use crate::test_killers::KILLER4;

/// The example geometry: a standard 4x4 with one rule of each kind added.
fn every_kind() -> Geometry {
    Constraint::one_of_each_kind(4)
        .into_iter()
        .try_fold(Geometry::standard(4).unwrap(), |g, rule| {
            g.with_constraint(rule)
        })
        .unwrap()
}

#[test]
fn the_examples_are_one_of_each_kind_and_fit_together() {
    let rules = Constraint::one_of_each_kind(4);
    let kinds: Vec<&str> = rules
        .iter()
        .map(|rule| match rule {
            Constraint::AllDifferent(_) => "all-different",
            Constraint::Cage(_) => "cage",
            Constraint::Parity(parity) => parity.kind.word(),
            Constraint::Pair(pair) => pair.kind.word(),
            Constraint::Line(line) => line.kind.word(),
            Constraint::Sum(sum) => sum.kind.word(),
            Constraint::Anti(anti) => anti.kind().word(),
            Constraint::Sandwich(_) => "sandwich",
        })
        .collect();
    // No X on a 4x4: no two digits add up to 10 there.
    assert_eq!(
        kinds,
        [
            "all-different",
            "cage",
            "even",
            "odd",
            "kropki-white",
            "kropki-black",
            "v",
            "greater",
            "no-white",
            "no-black",
            "no-x",
            "no-v",
            "thermo",
            "whisper",
            "palindrome",
            "renban",
            "arrow",
            "little-killer",
            "sandwich"
        ]
    );
    let nine: Vec<Constraint> = Constraint::one_of_each_kind(9);
    for kind in PairKind::ALL {
        assert!(
            nine.iter().any(|r| r.cells().len() == 2
                && r == &Constraint::Pair(Pair::new(kind, r.cells()[0], r.cells()[1]))),
            "{kind:?}"
        );
    }
    for n in [4, 6, 9] {
        let g = Constraint::one_of_each_kind(n)
            .into_iter()
            .try_fold(Geometry::standard(n).unwrap(), |g, r| g.with_constraint(r));
        assert!(g.is_ok(), "{n}: {g:?}");
    }
}

#[test]
fn relabelling_keeps_units_and_not_cages() {
    for rule in Constraint::one_of_each_kind(4) {
        let kept = rule.symmetry().relabelling;
        match rule {
            Constraint::Anti(_) | Constraint::AllDifferent(_) => assert_eq!(kept, Relabelling::Any),
            Constraint::Cage(_) => assert_eq!(kept, Relabelling::None),
            // The reversal keeps parities only on odd sizes: no answer
            // without the size.
            Constraint::Parity(parity) => {
                assert_eq!(kept, Relabelling::None);
                assert!((1..=4u8).any(|d| parity.allows(d) != parity.allows(5 - d)));
            }
            Constraint::Pair(pair) => {
                // The reversal keeps a difference of 1 only; no other
                // permutation keeps any mark.
                assert!(!kept.keeps_any());
                // A white dot's difference of 1, present or absent.
                assert_eq!(
                    kept.keeps_reversal(),
                    pair.kind.negated().unwrap_or(pair.kind) == PairKind::KropkiWhite
                );
                let n = 4u8;
                let kept_by_reversal = (1..=n).all(|a| {
                    (1..=n).all(|b| pair.allows(a, b) == pair.allows(n + 1 - a, n + 1 - b))
                });
                assert!(!kept.keeps_reversal() || kept_by_reversal, "{pair:?}");
            }
            Constraint::Line(line) => {
                // Equal digits stay equal under any relabelling; a
                // whisper's difference and a renban's run are kept by the
                // reversal only.
                let n = 4u8;
                let kept_by_reversal = (1..=n).all(|a| {
                    (1..=n).all(|b| line.allows(4, a, b) == line.allows(4, n + 1 - a, n + 1 - b))
                });
                assert_eq!(kept.keeps_reversal(), kept_by_reversal, "{line:?}");
                assert_eq!(kept.keeps_any(), line.kind == LineKind::Palindrome);
            }
            // A sum changes under any relabelling but the identity.
            Constraint::Sum(_) => assert_eq!(kept, Relabelling::None),
            // 1 and n change under any relabelling but the identity.
            Constraint::Sandwich(_) => assert_eq!(kept, Relabelling::None),
        }
    }
    assert!(Geometry::standard(9).unwrap().kept_by_relabelling());
    assert!(!KILLER4.geometry().kept_by_relabelling());
}

#[test]
fn moves_carry_each_kind_with_its_cells() {
    // Cell c goes to 15 - c: the half turn.
    let to: Vec<usize> = (0..16).rev().collect();
    for rule in Constraint::one_of_each_kind(4) {
        let moved = rule.moved(&to);
        let mut cells: Vec<usize> = rule.cells().iter().map(|&c| 15 - c).collect();
        cells.sort_unstable();
        let mut moved_cells = moved.cells().to_vec();
        moved_cells.sort_unstable();
        assert_eq!(moved_cells, cells);
        // A pinned rule's first cell moves with it.
        if !rule.symmetry().carried.pinned() {
            assert_eq!(moved.symmetry(), rule.symmetry(), "{rule:?}");
        }
        match (&rule, &moved) {
            // The rule of the whole grid stays itself.
            (Constraint::Anti(a), Constraint::Anti(b)) => assert_eq!(a, b),
            (Constraint::AllDifferent(a), Constraint::AllDifferent(b)) => {
                assert_eq!((a.kind, a.number), (b.kind, b.number))
            }
            (Constraint::Cage(a), Constraint::Cage(b)) => assert_eq!(a.sum, b.sum),
            (Constraint::Parity(a), Constraint::Parity(b)) => {
                assert_eq!(a.kind, b.kind);
                assert_eq!(b.cell(), 15 - a.cell());
            }
            (Constraint::Pair(a), Constraint::Pair(b)) => {
                assert_eq!(a.kind, b.kind);
                // The larger cell of a sign stays the larger one.
                if a.kind.symmetric() {
                    assert!(b.cells[0] < b.cells[1], "{b:?}");
                } else {
                    assert_eq!(b.cells, a.cells.map(|c| 15 - c));
                }
            }
            // A line keeps its order: the bulb stays first.
            (Constraint::Line(a), Constraint::Line(b)) => {
                assert_eq!(a.kind, b.kind);
                assert_eq!(b.cells, a.cells.iter().map(|&c| 15 - c).collect::<Vec<_>>());
            }
            // A sum keeps its order (the circle first, the clue's side),
            // its circle and its clue; the half turn keeps a diagonal one.
            (Constraint::Sum(a), Constraint::Sum(b)) => {
                assert_eq!((a.kind, a.bulb, a.sum), (b.kind, b.bulb, b.sum));
                assert_eq!(b.cells, a.cells.iter().map(|&c| 15 - c).collect::<Vec<_>>());
                assert!(b.validate(4).is_ok(), "{b:?}");
            }
            // The half turn keeps a line and turns it round: the same
            // clue on the line opposite.
            (Constraint::Sandwich(a), Constraint::Sandwich(b)) => {
                assert_eq!(a.sum, b.sum);
                assert!(b.validate(4).is_ok(), "{b:?}");
                assert_eq!(
                    (a.line(4), b.line(4)),
                    (Some(SandwichLine::Column(3)), Some(SandwichLine::Column(0)))
                );
            }
            (
                Constraint::Anti(_)
                | Constraint::AllDifferent(_)
                | Constraint::Cage(_)
                | Constraint::Parity(_)
                | Constraint::Pair(_)
                | Constraint::Line(_)
                | Constraint::Sum(_)
                | Constraint::Sandwich(_),
                _,
            ) => panic!("{moved:?}"),
        }
    }
}

#[test]
fn every_kind_makes_its_cells_peers() {
    let g = every_kind();
    for rule in g.constraints() {
        let cells = match rule {
            // Each group's cells see each other: a knight's pair, a king's
            // square (tested below).
            Constraint::Anti(a) => {
                assert_eq!(rule.makes_distinct().len(), a.groups().len());
                for &(x, y) in &a.pairs() {
                    assert!(g.peers(x).contains(&y), "{x} and {y} in {rule:?}");
                }
                &a.cells()[..1]
            }
            Constraint::AllDifferent(u) => {
                assert_eq!(rule.makes_distinct().get(0), Some(&u.cells[..]));
                assert_eq!(rule.makes_distinct().len(), 1);
                &u.cells[..]
            }
            Constraint::Cage(c) => {
                assert_eq!(rule.makes_distinct().get(0), Some(&c.cells[..]));
                &c.cells[..]
            }
            // One cell has no peer to add.
            Constraint::Parity(p) => {
                assert!(rule.makes_distinct().is_empty());
                &p.cells[..]
            }
            // Two cells side by side share a line already.
            Constraint::Pair(p) => {
                assert!(rule.makes_distinct().is_empty());
                &p.cells[..]
            }
            // A line's relations say what it asks; it adds no peers.
            Constraint::Line(l) => {
                assert!(rule.makes_distinct().is_empty());
                &l.cells[..1]
            }
            // Digits may repeat along an arrow or a diagonal.
            Constraint::Sum(s) => {
                assert!(rule.makes_distinct().is_empty());
                &s.cells[..1]
            }
            // Its line is a row or a column: peers already.
            Constraint::Sandwich(s) => {
                assert!(rule.makes_distinct().is_empty());
                &s.cells[..]
            }
        };
        for &a in cells {
            for &b in cells.iter().filter(|&&b| b != a) {
                assert!(g.peers(a).contains(&b), "{a} and {b} in {rule:?}");
            }
        }
    }
    // A1 and A2 share a column anyway; a cage across boxes adds peers.
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(Constraint::Cage(Cage::new(vec![5, 6], 5)))
        .unwrap();
    assert!(g.peers(5).contains(&6));
    assert_eq!(
        g.peers(5).len(),
        Geometry::standard(4).unwrap().peers(5).len()
    );
    let across = Geometry::standard(4)
        .unwrap()
        .with_constraint(Constraint::Cage(Cage::new(vec![1, 2, 6], 6)))
        .unwrap();
    // B1 and C2 share no row, column or box: only the cage makes them peers.
    assert!(!Geometry::standard(4).unwrap().peers(1).contains(&6));
    assert!(across.peers(1).contains(&6));
}

#[test]
fn marks_stores_and_families_answer_for_every_kind() {
    for rule in Constraint::one_of_each_kind(4) {
        match &rule {
            // No mark, no field of its own, no test column: its digit
            // counts say a clash.
            Constraint::Anti(_) => {
                assert_eq!(rule.mark(), RuleMark::Unmarked);
                assert_eq!(rule.store().field(), Some("rules"));
                assert!(rule.family().title_word().is_some());
                assert_eq!(rule.family().check_columns(), 0);
                assert_eq!(rule.family().broken_status_key(), None);
            }
            Constraint::AllDifferent(_) => {
                assert_eq!(rule.mark(), RuleMark::Region);
                assert_eq!(rule.store(), RuleStore::Maps);
                assert_eq!(rule.store().field(), None);
                assert_eq!(rule.family(), RuleFamily::Units);
            }
            Constraint::Cage(cage) => {
                assert_eq!(rule.mark(), RuleMark::LabelledOutline { label: cage.sum });
                assert!(rule.mark().needs_label_strip());
                assert_eq!(rule.store().field(), Some("cages"));
                assert_eq!(rule.family().title_word(), Some("Killer"));
            }
            Constraint::Parity(_) => {
                assert_eq!(rule.mark(), RuleMark::Inside);
                assert!(!rule.mark().needs_label_strip());
                assert_eq!(rule.store().field(), Some("rules"));
                assert_eq!(rule.family().title_word(), Some("Even-Odd"));
                assert_eq!(rule.family().check_columns(), 1);
                assert_eq!(
                    rule.family().broken_status_key(),
                    Some("status-parity-broken")
                );
            }
            Constraint::Pair(pair) => {
                assert_eq!(rule.mark(), RuleMark::Between);
                assert!(!rule.mark().needs_label_strip());
                assert_eq!(rule.store().field(), Some("rules"));
                // The negative constraint adds no word to a title ("Kropki
                // Sudoku" stays), but its rule sentence is on the page.
                assert_eq!(
                    rule.family().title_word().is_some(),
                    pair.kind.negated().is_none()
                );
                assert!(rule.family().rules_key().is_some());
                // One test column of the pupil's self-check.
                assert_eq!(rule.family().check_columns(), 1);
                assert_eq!(
                    rule.family().broken_status_key(),
                    Some("status-mark-broken")
                );
            }
            Constraint::Line(_) => {
                assert_eq!(rule.mark(), RuleMark::Through);
                assert!(!rule.mark().needs_label_strip());
                assert_eq!(rule.store().field(), Some("rules"));
                assert!(rule.family().title_word().is_some());
                assert_eq!(rule.family().check_columns(), 1);
                assert_eq!(
                    rule.family().broken_status_key(),
                    Some("status-line-broken")
                );
            }
            Constraint::Sum(sum) => {
                let mark = match sum.kind {
                    SumKind::Arrow => RuleMark::Through,
                    SumKind::LittleKiller => RuleMark::Clue,
                };
                assert_eq!(rule.mark(), mark);
                assert!(!rule.mark().needs_label_strip());
                assert_eq!(rule.store().field(), Some("rules"));
                assert!(rule.family().title_word().is_some());
                assert_eq!(rule.family().check_columns(), 1);
                assert_eq!(rule.family().broken_status_key(), Some("status-sum-broken"));
            }
            Constraint::Sandwich(_) => {
                assert_eq!(rule.mark(), RuleMark::Clue);
                assert!(!rule.mark().needs_label_strip());
                assert_eq!(rule.store().field(), Some("rules"));
                assert_eq!(rule.family().title_word(), Some("Sandwich"));
                assert_eq!(rule.family().check_columns(), 1);
                assert_eq!(
                    rule.family().broken_status_key(),
                    Some("status-sandwich-broken")
                );
            }
        }
    }
    let g = every_kind();
    assert_eq!(
        g.families(),
        [
            RuleFamily::Units,
            RuleFamily::Killer,
            RuleFamily::EvenOdd,
            RuleFamily::Kropki,
            RuleFamily::Xv,
            RuleFamily::GreaterThan,
            RuleFamily::Thermo,
            RuleFamily::Whispers,
            RuleFamily::Palindrome,
            RuleFamily::Renban,
            RuleFamily::Arrow,
            RuleFamily::LittleKiller,
            RuleFamily::Sandwich,
            RuleFamily::NoWhite,
            RuleFamily::NoBlack,
            RuleFamily::NoX,
            RuleFamily::NoV
        ]
    );
    assert!(g.needs_label_strip());
    assert_eq!(g.check_columns(), 1);
    assert!(g.title().contains("Killer"), "{}", g.title());
    let plain = Geometry::standard(4).unwrap();
    assert!(!plain.needs_label_strip());
    assert_eq!(plain.check_columns(), 0);
}

#[test]
fn copies_of_a_killer_never_relabel_digits() {
    let g = KILLER4.geometry();
    let solution = KILLER4.solution();
    let givens = crate::grid::Grid::empty(4);
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    for _ in 0..50 {
        let t = random_transform(&g, &mut rng);
        assert!(t.pi().iter().enumerate().all(|(d, &p)| p as usize == d + 1));
        let (t, moved) = random_copy_transform(&g, &mut rng);
        assert!(t.pi().iter().enumerate().all(|(d, &p)| p as usize == d + 1));
        assert!(t.maps(&g, &moved));
    }
    for copy in isomorphic_copies(&g, &givens, &solution, 6, &mut rng).unwrap() {
        let pi = copy.transform.pi();
        assert!(pi.iter().enumerate().all(|(d, &p)| p as usize == d + 1));
        assert_eq!(copy.geometry.cages().count(), g.cages().count());
    }
    // A relabelling of the identity move keeps no cage's sum.
    let swap = crate::isomorph::Transform::new(4, (0..16).collect(), &[2, 1, 3, 4]).unwrap();
    assert!(!swap.is_valid_for(&g));
    assert!(swap.is_valid_for(&g.maps_only()));
}

#[test]
fn copies_of_an_x_puzzle_keep_the_diagonals() {
    let g = Geometry::for_variant(Variant::X, 4, None).unwrap();
    let solution = crate::engine::random_solution(
        &g,
        &crate::grid::Grid::empty(4),
        &mut ChaCha8Rng::seed_from_u64(1),
    )
    .unwrap()
    .unwrap();
    let mut givens = solution.clone();
    for cell in [1, 2, 7, 8, 13, 14] {
        givens.set(cell, 0);
    }
    let mut rng = ChaCha8Rng::seed_from_u64(45);
    for copy in isomorphic_copies(&g, &givens, &solution, 8, &mut rng).unwrap() {
        assert!(copy.geometry.has_diagonals());
        assert!(copy.transform.maps(&g, &copy.geometry));
        assert!(crate::check::is_solution(&copy.geometry, &copy.givens, &copy.solution).unwrap());
    }
    for source in cell_symmetries(&g, 100_000).unwrap() {
        let t = crate::isomorph::Transform::new(4, source, &[4, 3, 2, 1]).unwrap();
        assert!(t.is_valid_for(&g));
        let main: Vec<usize> = (0..4).map(|i| i * 5).collect();
        let image: Vec<usize> = main
            .iter()
            .map(|&c| t.source().iter().position(|&s| s == c).unwrap())
            .collect();
        let mut image = image;
        image.sort_unstable();
        let anti: Vec<usize> = (0..4).map(|i| i * 4 + 3 - i).collect();
        assert!(image == main || image == anti, "{image:?}");
    }
}

/// A sandwich clue is kept by the moves that keep its line in order or
/// turn it round (the mirrors and the transposition carry a row's clue
/// onto a row's or a column's), never by a shuffle of the line's cells.
#[test]
fn moves_keep_a_sandwich_only_in_order_or_turned_round() {
    let clue = |rule: Sandwich| {
        Geometry::standard(4)
            .unwrap()
            .with_constraint(Constraint::Sandwich(rule))
            .unwrap()
    };
    // Row 1's clue alone: the plain 4x4's moves that keep row 1 a line
    // (in order or turned round) onto itself.
    let g = clue(Sandwich::row(0, 2, 4));
    let moves = cell_symmetries(&g, 100_000).unwrap();
    assert!(!moves.is_empty());
    for source in &moves {
        let image: Vec<usize> = (0..4)
            .map(|c| source.iter().position(|&s| s == c).unwrap())
            .collect();
        assert!(image == [0, 1, 2, 3] || image == [3, 2, 1, 0], "{image:?}");
    }
    let plain = cell_symmetries(&Geometry::standard(4).unwrap(), 100_000).unwrap();
    // A swap of columns A and B keeps row 1 but shuffles it: not kept.
    assert!(plain.len() > moves.len());
    // The same clue on row 1 and on column A: the transposition keeps it.
    let both = clue(Sandwich::row(0, 2, 4))
        .with_constraint(Constraint::Sandwich(Sandwich::column(0, 2, 4)))
        .unwrap();
    let transposed: Vec<usize> = (0..16).map(|c| (c % 4) * 4 + c / 4).collect();
    assert!(cell_symmetries(&both, 100_000)
        .unwrap()
        .contains(&transposed));
    // A second clue for one line is refused, naming the line.
    let twice =
        clue(Sandwich::row(0, 2, 4)).with_constraint(Constraint::Sandwich(Sandwich::row(0, 3, 4)));
    assert_eq!(
        twice.unwrap_err().to_string(),
        "a rule cannot be added: row 1 has two sandwich clues, 2 and 3: a line has one"
    );
}

#[test]
fn the_census_of_a_killer_does_not_count_relabellings() {
    let g = Geometry::standard(4)
        .unwrap()
        .with_constraint(Constraint::Cage(Cage::new(vec![0, 1], 3)))
        .unwrap();
    let census = grid_census(&g, &Control::unlimited());
    // Of the 288 grids, those with 1 and 2 in A1 and B1: a sixth.
    assert_eq!(census.grids, 48);
    assert_eq!(census.classes, 48);
    assert_eq!(census.relabelling_check, None);
    let moves = census.moves.unwrap();
    assert!((1..128).contains(&moves), "{moves}");
    assert!(census.essentially_different.unwrap() >= 48 / moves as u64);
}

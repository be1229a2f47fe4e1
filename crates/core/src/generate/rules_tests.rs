//! Puzzles with marks read off their solution ([`GeneratedRule`]).

use super::*;
use crate::check::is_solution;
use crate::engine::count_solutions;
use crate::geometry::{Constraint, RuleFamily};
use crate::outcome::Count;

fn rules_opts(seed: u64, rules: &[GeneratedRule]) -> GenerateOptions {
    GenerateOptions::default().with_seed(seed).with_rules(rules)
}

/// The families of the rules `geometry` adds to `base`.
fn added_families(base: &Geometry, geometry: &Geometry) -> Vec<RuleFamily> {
    let mut families: Vec<RuleFamily> = geometry.constraints()[base.constraints().len()..]
        .iter()
        .map(Constraint::family)
        .collect();
    families.sort_unstable();
    families.dedup();
    families
}

#[test]
fn each_rule_gives_unique_puzzles_whose_marks_the_solution_keeps() {
    let cases = [
        (4, GeneratedRule::GreaterThan, vec![RuleFamily::GreaterThan]),
        (6, GeneratedRule::GreaterThan, vec![RuleFamily::GreaterThan]),
        (4, GeneratedRule::EvenOdd, vec![RuleFamily::EvenOdd]),
        (6, GeneratedRule::EvenOdd, vec![RuleFamily::EvenOdd]),
        (6, GeneratedRule::Kropki, vec![RuleFamily::Kropki]),
        (9, GeneratedRule::Kropki, vec![RuleFamily::Kropki]),
        (6, GeneratedRule::Xv, vec![RuleFamily::Xv]),
        (9, GeneratedRule::Xv, vec![RuleFamily::Xv]),
        (6, GeneratedRule::Thermometer, vec![RuleFamily::Thermo]),
        (9, GeneratedRule::Thermometer, vec![RuleFamily::Thermo]),
    ];
    for (n, rule, families) in cases {
        let base = Geometry::standard(n).unwrap();
        let opts = rules_opts(3, &[rule]);
        // Fewer of the slower 9x9.
        let count = if n < 9 { 2 } else { 1 };
        let puzzles = generate(&base, count, &opts).unwrap();
        for p in &puzzles {
            let g = &p.geometry;
            assert_eq!(added_families(&base, g), families, "{n}x{n} {rule}");
            assert!(is_solution(g, &p.givens, &p.solution).unwrap());
            assert_eq!(
                count_solutions(g, &p.givens, 2).unwrap(),
                Count::Exact(1),
                "{n}x{n} {rule}"
            );
            assert!(p.rating.solved_by_logic(), "{n}x{n} {rule}");
        }
        if n < 9 {
            assert_eq!(generate(&base, 2, &opts).unwrap(), puzzles, "reproducible");
        }
    }
}

#[test]
fn no_mark_and_no_given_can_be_left_out_of_a_minimal_puzzle_but_the_last_of_a_kind() {
    let base = Geometry::standard(4).unwrap();
    let opts = rules_opts(5, &[GeneratedRule::GreaterThan, GeneratedRule::EvenOdd])
        .with_removal(Removal::Minimal)
        .with_search(Search::Allowed);
    for p in generate(&base, 3, &opts).unwrap() {
        let marks = &p.geometry.constraints()[base.constraints().len()..];
        let families: Vec<RuleFamily> = marks.iter().map(Constraint::family).collect();
        for family in [RuleFamily::GreaterThan, RuleFamily::EvenOdd] {
            assert!(families.contains(&family), "{family:?} kept");
        }
        for skip in 0..marks.len() {
            let family = families[skip];
            if families.iter().filter(|&&f| f == family).count() == 1 {
                continue;
            }
            let mut fewer = base.clone();
            for (i, m) in marks.iter().enumerate() {
                if i != skip {
                    fewer = fewer.with_constraint(m.clone()).unwrap();
                }
            }
            assert_eq!(
                count_solutions(&fewer, &p.givens, 2).unwrap(),
                Count::AtLeast(2),
                "mark {skip} of {marks:?}"
            );
        }
        for cell in 0..16 {
            if p.givens.get(cell) != 0 {
                let mut fewer = p.givens.clone();
                fewer.set(cell, 0);
                assert_eq!(
                    count_solutions(&p.geometry, &fewer, 2).unwrap(),
                    Count::AtLeast(2)
                );
            }
        }
    }
}

#[test]
fn the_givens_keep_the_symmetry_asked_for() {
    let base = Geometry::standard(6).unwrap();
    for symmetry in [Symmetry::Rotate180, Symmetry::Mirror] {
        let opts = rules_opts(2, &[GeneratedRule::EvenOdd]).with_symmetry(symmetry);
        for p in generate(&base, 3, &opts).unwrap() {
            for cell in 0..36 {
                let image = symmetry.image(6, cell);
                assert_eq!(
                    p.givens.get(cell) != 0,
                    p.givens.get(image) != 0,
                    "{symmetry}: {cell} and {image}"
                );
            }
        }
    }
}

#[test]
fn a_word_of_another_rule_is_refused_naming_the_rules_that_can_be_generated() {
    for word in ["greater-than", "even-odd", "kropki", "xv", "thermometer"] {
        assert_eq!(word.parse::<GeneratedRule>().unwrap().word(), word);
    }
    let e = "arrow".parse::<GeneratedRule>().unwrap_err().to_string();
    assert!(e.contains("'arrow' cannot be generated"), "{e}");
    assert!(e.contains("greater-than, even-odd, kropki, xv"), "{e}");
}

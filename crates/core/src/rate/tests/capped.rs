//! The capped rating a generator uses says "above" exactly when the full
//! rating is above the cap, and otherwise gives the full rating; above, it
//! gives a position on the full rating's way (the givens and some of the
//! digits the full rating places).

use super::super::{rate, rate_at_most, Capped, Level, Score};
use super::{geometry, se_rated};

#[test]
fn a_capped_rating_is_the_full_rating_or_says_above() {
    let g = geometry(9);
    let caps: Vec<Score> = Level::ALL.iter().filter_map(|l| l.max_score()).collect();
    let (mut within, mut above) = (0, 0);
    for (givens, _) in se_rated() {
        let full = rate(&g, &givens).unwrap();
        for &cap in &caps {
            let capped = rate_at_most(&g, &givens, cap);
            if full.solved_by_logic() && full.score <= cap {
                assert_eq!(capped, Capped::Within(full.clone()), "{givens} cap {cap}");
                within += 1;
            } else {
                let Capped::Above(reached) = capped else {
                    panic!("{givens} cap {cap}: {capped:?}");
                };
                for (cell, &d) in reached.cells().iter().enumerate() {
                    let given = givens.get(cell);
                    assert!(given == 0 || given == d, "{givens} cap {cap}: {cell}");
                    assert!(
                        d == 0 || full.grid.get(cell) == d,
                        "{givens} cap {cap}: {cell}"
                    );
                }
                above += 1;
            }
        }
    }
    // Both answers occur often on these puzzles.
    assert!(
        within > 300 && above > 300,
        "{within} within, {above} above"
    );
}

//! The capped rating a generator uses says "above" exactly when the full
//! rating is above the cap, and otherwise gives the full rating.

use super::super::{rate, rate_at_most, Capped, Level, Score};
use super::{geometry, se_rated};

#[test]
fn a_capped_rating_is_the_full_rating_or_says_above() {
    let g = geometry(9);
    let caps: Vec<Score> = Level::ALL.iter().filter_map(|l| l.max_score()).collect();
    let (mut within, mut above) = (0, 0);
    for (givens, _) in se_rated() {
        let full = rate(&g, &givens);
        for &cap in &caps {
            let capped = rate_at_most(&g, &givens, cap);
            if full.solved_by_logic() && full.score <= cap {
                assert_eq!(capped, Capped::Within(full.clone()), "{givens} cap {cap}");
                within += 1;
            } else {
                assert_eq!(capped, Capped::Above, "{givens} cap {cap}");
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

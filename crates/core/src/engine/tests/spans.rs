//! Above 16x16 hidden singles and locked candidates look only at the words
//! of the masks that hold a house's or a pair's cells: checked here against
//! the same tests over every word, on random digit masks of 25x25 grids
//! with rows, columns, blocks, diagonals and extra regions.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::variants::all_geometries;
use crate::engine::bits::{Bits, Places};
use crate::engine::compile::{Core, Engine};

/// A random set of the grid's cells, each in with probability `p`.
fn random_cells(rng: &mut ChaCha8Rng, cells: usize, p: f64) -> Bits<10> {
    let mut m = Bits::EMPTY;
    for c in 0..cells {
        if rng.random_bool(p) {
            m.insert(c);
        }
    }
    m
}

/// The places of `m` in `house`, over every word.
fn places_everywhere(m: Bits<10>, house: Bits<10>) -> Places {
    let places = m.and(house);
    match places.len() {
        0 => Places::None,
        1 => Places::One(places.first().unwrap()),
        _ => Places::Many,
    }
}

#[test]
fn the_words_of_houses_and_pairs_decide_as_every_word_does() {
    // The tested geometries above 16x16 (standard, X and Windoku X 25x25).
    let geometries: Vec<_> = all_geometries()
        .into_iter()
        .filter(|(_, g)| g.size() > 16)
        .collect();
    assert!(geometries.len() >= 3, "{}", geometries.len());
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for (name, g) in &geometries {
        let engine = Engine::new(g);
        let Core::Large(c) = &engine.core else {
            panic!("{name}: a 25x25 grid compiles to the widest masks");
        };
        let table = c.house_table.as_deref().expect("fewer than 128 houses");
        let mut locks_changed = 0;
        // Sparse masks have a digit's last place or none in a house;
        // dense ones have many.
        for p in [0.01, 0.03, 0.1, 0.5] {
            for _ in 0..40 {
                let m = random_cells(&mut rng, 625, p);
                for (h, house) in c.houses.iter().enumerate() {
                    assert_eq!(table[h], *house);
                    assert_eq!(
                        m.places_in(house, c.house_words[h]),
                        places_everywhere(m, *house)
                    );
                }
                for pair in &c.pairs {
                    let mut by_words = m;
                    pair.lock(&mut by_words);
                    let mut everywhere = m;
                    if m.meets(&pair.shared) {
                        let first = m.meets(&pair.first_only);
                        let second = m.meets(&pair.second_only);
                        if first && !second {
                            everywhere = m.minus(pair.first_only);
                        } else if second && !first {
                            everywhere = m.minus(pair.second_only);
                        }
                    }
                    assert_eq!(by_words, everywhere);
                    locks_changed += usize::from(by_words != m);
                }
            }
        }
        // The masks were varied enough for some pairs to lock.
        assert!(locks_changed > 0, "{name}");
    }
}

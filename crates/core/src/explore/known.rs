//! Published facts to compare our computations with.

use crate::geometry::Variant;

/// What the literature says about a variant of a size (the regular boxes).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct Published {
    /// The number of complete grids.
    pub grids: Option<u128>,
    /// Essentially different grids (relabellings and the variant's moves).
    pub essentially_different: Option<u64>,
    /// The fewest givens of a puzzle with one solution, and whether that is
    /// proven minimal or the best puzzle known.
    pub fewest_givens: Option<(usize, Record)>,
}

/// How far a published record of fewest givens is settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Record {
    /// Proven: no puzzle with fewer givens has one solution.
    ProvenMinimal,
    /// The best puzzle found so far; fewer may be possible.
    BestKnown,
}

/// The published facts for `variant` on an `n x n` grid with the usual boxes.
///
/// ```
/// use sheetdoku::Variant;
/// use sheetdoku::explore::{published, Record};
/// assert_eq!(published(Variant::STANDARD, 4).grids, Some(288));
/// assert_eq!(published(Variant::X, 9).fewest_givens, Some((12, Record::BestKnown)));
/// ```
pub fn published(variant: Variant, n: usize) -> Published {
    match (variant, n) {
        (Variant::STANDARD, 4) => Published {
            grids: Some(288),
            essentially_different: Some(2),
            fewest_givens: Some((4, Record::ProvenMinimal)),
        },
        (Variant::STANDARD, 6) => Published {
            grids: Some(28_200_960),
            essentially_different: Some(49),
            fewest_givens: None,
        },
        // Felgenhauer and Jarvis (2005); Russell and Jarvis (2006); McGuire,
        // Tugemann and Civario (2012).
        (Variant::STANDARD, 9) => Published {
            grids: Some(6_670_903_752_021_072_936_960),
            essentially_different: Some(5_472_730_538),
            fewest_givens: Some((17, Record::ProvenMinimal)),
        },
        (Variant::X, 9) => Published {
            grids: Some(153_255_603_504 * 362_880),
            essentially_different: None,
            fewest_givens: Some((12, Record::BestKnown)),
        },
        (Variant::WINDOKU, 9) => Published {
            fewest_givens: Some((11, Record::BestKnown)),
            ..Published::default()
        },
        (Variant::WINDOKU_X, 9) => Published {
            fewest_givens: Some((9, Record::BestKnown)),
            ..Published::default()
        },
        _ => Published::default(),
    }
}

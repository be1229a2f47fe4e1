//! The techniques the rater knows, in the order they are tried. What each
//! is (name, value, where it is tried) is its profile, `profile.rs`, with
//! every method that reads it; which function finds it is `choose.rs`, so
//! this file imports no other file of the rater (and none imports it back
//! in a circle). A new technique is a
//! variant here, an arm in each of those two files (the compiler asks for
//! both) and its name in the catalogues (a test asks for it).

/// Declares [`Technique`] and [`Technique::ALL`] from one list, so that
/// `ALL` holds every technique once, in the order declared.
macro_rules! techniques {
    ($($(#[doc = $doc:literal])* $technique:ident,)*) => {
        /// A solving technique, in the order the rater tries them (Sudoku
        /// Explainer's order).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[non_exhaustive]
        pub enum Technique {
            $($(#[doc = $doc])* $technique,)*
        }

        impl Technique {
            /// Every technique, in the order they are tried.
            pub const ALL: [Technique; [$(Technique::$technique),*].len()] =
                [$(Technique::$technique),*];
        }
    };
}

techniques! {
    /// A digit with a single place in a block.
    HiddenSingleInBlock,
    /// A digit with a single place in a line.
    HiddenSingleInLine,
    /// Pointing that leaves a digit a single place.
    DirectPointing,
    /// Claiming that leaves a digit a single place.
    DirectClaiming,
    /// A hidden pair that leaves a digit a single place.
    DirectHiddenPair,
    /// A cell with a single candidate.
    NakedSingle,
    /// The digit sets that make a cage's sum with its cells' candidates.
    CageCombination,
    /// A candidate of a cell joined by a mark (a Kropki dot, an X or V, a
    /// greater-than sign) that no candidate of the other cell goes with.
    MarkPartners,
    /// A digit of an arrow's or a little killer's cell that the smallest
    /// and largest digits of its other cells cannot make add up.
    SumLimits,
    /// The runs of consecutive digits a renban line's pencil marks fit:
    /// digits of none leave the line, a digit of all goes to its one
    /// place.
    RenbanRuns,
    /// A hidden triple that leaves a digit a single place.
    DirectHiddenTriple,
    /// A digit of a block confined to one line.
    Pointing,
    /// A digit every combination of a cage needs, its places in the cage
    /// all seeing a cell outside it.
    CagePointing,
    /// A digit of a line confined to one block.
    Claiming,
    /// The candidates of a cage's cells that no placement of its
    /// combinations on them uses.
    CagePermutations,
    /// The rule of 45 on one unit: its innies or outies add up to what its
    /// cages leave.
    RuleOf45,
    /// Two cells of a unit with the same two candidates.
    NakedPair,
    /// Cage splitting on one unit: its innies or outies of any number, or
    /// the parts of a cage they split, taken as cages.
    CageSplitting,
    /// A fish of two disjoint base units over two disjoint cover units.
    XWing,
    /// A combination of a cage that leaves another cage of its unit no
    /// combination.
    CombinationClash,
    /// Two digits of a unit with the same two places.
    HiddenPair,
    /// A digit every fitting pair of combinations of two cages in a unit
    /// holds.
    LockedDigitAcrossCages,
    /// The rule of 45 on two or three neighbouring rows or columns.
    RuleOf45Lines,
    /// Three cells of a unit with three candidates between them.
    NakedTriple,
    /// Cage splitting on two or three neighbouring rows or columns.
    CageSplittingLines,
    /// A fish of three disjoint base units over three disjoint cover units.
    Swordfish,
    /// The rule of 45 on runs of rows or columns or on neighbouring
    /// blocks, as innies less outies adding up to a known sum: the
    /// candidates no digits of the other cells fit.
    InniesOutiesSums,
    /// Three digits of a unit with three places between them.
    HiddenTriple,
    /// Two strong links of a digit in parallel lines, joined at one end.
    Skyscraper,
    /// Two strong links of a digit in crossing lines, joined in a block.
    TwoStringKite,
    /// Two strong links of a digit, one of them in a block.
    TurbotFish,
    /// Three bivalue cells: a pivot and two wings.
    XYWing,
    /// Two strong links of a digit with grouped ends (Empty Rectangle).
    GroupedStrongLinks,
    /// Two bivalue cells with the same digits joined by a strong link.
    WWing,
    /// A trivalue pivot and two bivalue wings.
    XYZWing,
    /// Four cells with four digits, one digit not restricted.
    WXYZWing,
    /// A rectangle that would be a deadly pattern (types 1, 2 and 4).
    UniqueRectangle,
    /// Four cells of a unit with four candidates between them.
    NakedQuad,
    /// A fish of four disjoint base units over four disjoint cover units.
    Jellyfish,
    /// Four digits of a unit with four places between them.
    HiddenQuad,
    /// Three strong links of a digit in a chain.
    ThreeStrongLinks,
    /// A Swordfish whose bases also hold the digit in a few fin cells.
    FinnedSwordfish,
    /// A Jellyfish whose bases also hold the digit in a few fin cells.
    FinnedJellyfish,
    /// Five cells with five digits, one digit not restricted.
    VWXYZWing,
    /// Bivalue universal grave plus one: one cell with three candidates.
    BugPlusOne,
    /// Two colours on one digit's conjugate pairs: a colour that sees
    /// itself is false (wrap); a cell seeing both colours loses the digit
    /// (trap).
    SimpleColouring,
    /// A chain of strong and weak links on one digit.
    XChain,
    /// An X-Chain with groups among its nodes.
    GroupedXChain,
    /// An alternating inference chain over cells and units.
    Aic,
    /// Two almost locked sets with a restricted common digit.
    AlsXz,
    /// An alternating inference chain with groups among its nodes.
    GroupedAic,
    /// Every candidate of a cell, or every place of a digit in a unit,
    /// leads to the same conclusion.
    ForcingChains,
    /// Forcing chains whose assumptions also fire the singles they leave:
    /// cell, unit, contradiction and double forcing chains.
    DynamicForcingChains,
    /// Dynamic forcing chains that also use locked candidates, pairs and
    /// X-Wings inside each assumption.
    DynamicForcingChainsPlus,
    /// Dynamic forcing chains with forcing chains nested inside each
    /// assumption.
    NestedForcingChains,
}

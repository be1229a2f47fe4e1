//! How numbers are written in messages and on our sheets.

/// A whole number with thousands separators, as a reader writes it.
///
/// ```
/// assert_eq!(sheetdoku::thousands(28_200_960), "28,200,960");
/// assert_eq!(sheetdoku::thousands(999), "999");
/// ```
pub fn thousands(n: u128) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

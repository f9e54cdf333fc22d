struct OldEngine {}

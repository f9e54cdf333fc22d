// The folder marks the Tuist root.

// The C half of the reader; the Xcode project reaches it through a bridging header instead.
int creader_version(void);

int cwire_frame_length(const unsigned char *bytes, int count) { return count > 0 ? bytes[0] : 0; }
